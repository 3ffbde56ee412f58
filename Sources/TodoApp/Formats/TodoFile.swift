import Foundation

/// The todos in a file given to `todo-tui import`, read and checked.
///
/// Every entry is checked before any is returned, so a file with one bad entry
/// gives no todos at all but an error naming that entry: an import is all or
/// nothing. Titles follow ``TodoTitle``'s rule and notes ``TodoNote``'s, as when
/// typed; an id may appear only once in a file.
///
/// ```swift
/// let todos = try TodoFile.todos(in: Data("Buy milk\nx Call Bob\n".utf8), format: .todotxt)
/// // two todos, the second one done
/// ```
public enum TodoFile {
    /// The todos in `contents`, in the file's order, with their titles as the
    /// rule keeps them.
    ///
    /// - Parameter now: when todos the file gives no date for were created.
    /// - Throws: ``TodoFileError`` saying where the file is wrong.
    public static func todos(
        in contents: Data, format: TodoFileFormat, now: Date = Date()
    ) throws(TodoFileError) -> [Todo] {
        switch format {
        case .json: try jsonTodos(in: contents)
        case .todotxt: try todoTxtTodos(in: String(decoding: contents, as: UTF8.self), now: now)
        }
    }

    private static func jsonTodos(in contents: Data) throws(TodoFileError) -> [Todo] {
        let decoded: [Todo]
        do {
            decoded = try TodoJSON.decode(contents)
        } catch let error as DecodingError {
            // Foundation does not say where JSON breaks, so that is looked for only now.
            if let syntax = JSONSyntaxError.first(in: contents) {
                throw .brokenJSON(line: syntax.line, column: syntax.column, reason: syntax.reason)
            }
            throw .notTodos(detail: JSONShapeExplanation(error).description)
        } catch {
            throw .notTodos(detail: "\(error)")
        }
        // An id made up for an entry without one is new, so a repeat is the file's own.
        var entryByID: [UUID: Int] = [:]
        var todos: [Todo] = []
        todos.reserveCapacity(decoded.count)
        for (index, var todo) in decoded.enumerated() {
            let entry = "todo \(index + 1)"
            todo.title = try checkedTitle(todo.title, of: entry)
            todo.note = try checkedNote(todo.note, of: entry)
            if let earlier = entryByID.updateValue(index + 1, forKey: todo.id) {
                throw .invalidEntry(entry: entry, problem: "the same id as todo \(earlier)")
            }
            todos.append(todo)
        }
        return todos
    }

    private static func todoTxtTodos(in text: String, now: Date) throws(TodoFileError) -> [Todo] {
        let lines: [TodoTxt.Line]
        do {
            lines = try TodoTxt.parse(text, timeZone: .current, longestLine: TodoTxt.longestLine)
        } catch {
            throw .invalidEntry(entry: "line \(error.number)", problem: TodoFile.longLine)
        }
        var todos: [Todo] = []
        for line in lines {
            let entry = "line \(line.number)"
            let title = try checkedTitle(line.title, of: entry)
            let note = try checkedNote(line.note, of: entry)
            // A day the line does not give is the day todo-tui first saw the todo, and a
            // todo was not done before it was made: a line that gives only the day it was
            // done was made that day at the latest.
            let completedAt = line.isDone ? line.completionDate ?? now : nil
            let createdAt = line.creationDate ?? min(now, completedAt ?? now)
            todos.append(Todo(
                title: title, note: note, isDone: line.isDone, position: 0,
                priority: line.priority, dueDate: line.dueDate,
                createdAt: createdAt, updatedAt: max(createdAt, completedAt ?? createdAt), completedAt: completedAt
            ))
        }
        return todos
    }

    /// What a line longer than ``TodoTxt/longestLine`` has, as the end of a sentence
    /// such as "line 3 has …".
    public static let longLine = "more than \(TodoTxt.longestLine >> 20) MiB, more than a line of one todo takes: "
        + "a title holds at most \(TodoTitle.maximumLength.groupedDigits) characters and a note \(TodoNote.maximumLength.groupedDigits)"

    private static func checkedTitle(_ title: String, of entry: String) throws(TodoFileError) -> String {
        do {
            return try TodoTitle(title).text
        } catch {
            throw .invalidEntry(entry: entry, problem: error.description)
        }
    }

    private static func checkedNote(_ note: String, of entry: String) throws(TodoFileError) -> String {
        do {
            return try TodoNote(note).text
        } catch {
            throw .invalidEntry(entry: entry, problem: error.description)
        }
    }
}
