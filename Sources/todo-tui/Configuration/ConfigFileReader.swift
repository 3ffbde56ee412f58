import TOMLKit
import TodoApp
import WorkflowUI

/// Reads a config file's text, whole or not at all: the first mistake is thrown as a
/// `ConfigError` with its line and column, what is accepted there and, for a setting
/// mistyped, the closest known one.
struct ConfigFileReader {
    let path: String
    let text: String

    func read() throws(ConfigError) -> ConfigFile {
        let table: TOMLTable
        do {
            table = try TOMLTable(string: text)
        } catch let error as TOMLParseError {
            throw ConfigError(
                path: path, line: error.source.begin.line, column: error.source.begin.column,
                message: "this is not TOML: \(error.description)."
            )
        } catch {
            throw ConfigError(path: path, message: "this is not TOML: \(error).")
        }
        var file = ConfigFile(path: path)
        for name in table.keys.sorted() {
            guard let value = table[name] else { continue }
            switch name {
            case "user": file.user = try userName(value)
            case "server": file.server = try string(value, of: name, example: "server = \"host=db.example.com dbname=todos\"")
            case "footer": file.footer = try bool(value, of: name, example: "footer = false")
            case "mouse": file.mouse = try bool(value, of: name, example: "mouse = true")
            case "theme": file.theme = try choice(value, of: name, among: ThemeName.self, called: "a theme", plural: "The themes are")
            case "due_date_format":
                file.dueDateFormat = try choice(value, of: name, among: DueDateFormat.self, called: "a date format", plural: "The formats are")
            case "wide_layout_columns": file.wideLayoutColumns = try wideLayoutColumns(value)
            case "keys": file.keys = try keys(value)
            case "styles": file.styles = try styles(value)
            default:
                let suggestion = ClosestName.to(name, among: ConfigFile.settingNames).map { "; did you mean \"\($0)\"?" }
                throw mistake(
                    at: positions.position(ofKey: name, inTable: ""),
                    "\"\(name)\" is not a setting\(suggestion ?? "; the settings are \(ConfigFile.settingNames.joined(separator: ", ")).")"
                )
            }
        }
        return file
    }

    private var positions: TOMLPositions { TOMLPositions(text: text) }

    private func mistake(at position: (line: Int, column: Int), _ message: String) -> ConfigError {
        ConfigError(path: path, line: position.line, column: position.column, message: message)
    }

    private func string(_ value: any TOMLValueConvertible, of name: String, example: String) throws(ConfigError) -> String {
        guard let string = value.string else {
            throw mistake(at: positions.position(ofKey: name, inTable: ""), "\(name) is a string in quotes: \(example).")
        }
        return string
    }

    /// A name, as `--user` and `TODO_TUI_USER` take one (see ``UserNameRule``).
    private func userName(_ value: any TOMLValueConvertible) throws(ConfigError) -> String {
        let example = "user = \"Ada\""
        let name = try string(value, of: "user", example: example)
        if let problem = UserNameRule.problem(with: name) {
            throw mistake(at: positions.position(ofValueOf: "user", inTable: ""), "user needs \(problem.accepted): \(example).")
        }
        return name
    }

    private func bool(_ value: any TOMLValueConvertible, of name: String, example: String) throws(ConfigError) -> Bool {
        guard let bool = value.bool else {
            throw mistake(at: positions.position(ofKey: name, inTable: ""), "\(name) is true or false: \(example).")
        }
        return bool
    }

    /// One of `Choice`'s names: a name not among them is refused where it is written,
    /// with the closest one and all of them.
    private func choice<Choice: RawRepresentable & CaseIterable>(
        _ value: any TOMLValueConvertible, of name: String, among _: Choice.Type, called noun: String, plural: String
    ) throws(ConfigError) -> Choice where Choice.RawValue == String {
        // "a", "b" or "c": the names as a sentence reads them.
        var quoted = Choice.allCases.map { "\"\($0.rawValue)\"" }
        let last = quoted.popLast() ?? ""
        let names = quoted.isEmpty ? last : quoted.joined(separator: ", ") + " or " + last
        guard let string = value.string else {
            throw mistake(at: positions.position(ofKey: name, inTable: ""), "\(name) is a name in quotes: \(names).")
        }
        guard let choice = Choice(rawValue: string) else {
            let suggestion = ClosestName.to(string, among: Choice.allCases.map(\.rawValue)).map { "; did you mean \"\($0)\"?" } ?? "."
            throw mistake(
                at: positions.position(ofValue: string, ofKey: name, inTable: ""),
                "\"\(string)\" is not \(noun)\(suggestion) \(plural) \(names)."
            )
        }
        return choice
    }

    /// A whole number of columns from ``RootWorkflow/narrowestWideLayoutColumns`` up to
    /// ``widestLayoutColumns``.
    private func wideLayoutColumns(_ value: any TOMLValueConvertible) throws(ConfigError) -> Int {
        let range = RootWorkflow.narrowestWideLayoutColumns...Self.widestLayoutColumns
        let position = positions.position(ofKey: "wide_layout_columns", inTable: "")
        let accepted = "wide_layout_columns is a number of columns from \(range.lowerBound) to \(range.upperBound): wide_layout_columns = 120."
        guard let columns = value.int else { throw mistake(at: position, accepted) }
        guard range.contains(columns) else {
            let size = columns < range.lowerBound ? "narrow" : "wide"
            throw mistake(at: position, "\(columns) is too \(size): \(accepted)")
        }
        return columns
    }

    /// No terminal is wider; a larger number is a slip of the keyboard.
    static let widestLayoutColumns = 1000

    /// `[keys]`: each command's keys, checked against the app's bindings.
    private func keys(_ value: any TOMLValueConvertible) throws(ConfigError) -> [String: [String]] {
        guard let table = value.table else {
            throw mistake(at: positions.position(ofKey: "keys", inTable: ""), "keys is a table: [keys] and a line such as new = [\"a\"] under it.")
        }
        var keys: [String: [String]] = [:]
        for command in table.keys {
            guard let entry = table[command] else { continue }
            if let single = entry.string {
                keys[command] = [single]
            } else if let array = entry.array, array.allSatisfy({ $0.string != nil }) {
                keys[command] = array.compactMap(\.string)
            } else {
                throw mistake(
                    at: positions.position(ofKey: command, inTable: "keys"),
                    "the keys of \(command) are a list of keys in quotes: \(command) = [\"a\", \"Delete\"]."
                )
            }
        }
        do {
            _ = try TodoKeys.bindings(keysByName: keys)
        } catch let error as KeyBindingsError {
            throw mistake(for: error)
        } catch {
            throw ConfigError(path: path, message: "\(error)")
        }
        return keys
    }

    // MARK: Styles

    /// `[styles]`: for each style named, what its entry changes, read and checked by the
    /// framework's `StyleChange` and `NamedStyles`.
    private func styles(_ value: any TOMLValueConvertible) throws(ConfigError) -> [String: StyleChange] {
        guard let table = value.table else {
            throw mistake(
                at: positions.position(ofKey: "styles", inTable: ""),
                "styles is a table: [styles] and a line such as key = { fg = \"yellow\", bold = true } under it."
            )
        }
        var styles: [String: StyleChange] = [:]
        for name in table.keys.sorted() {
            guard let entry = table[name] else { continue }
            styles[name] = try style(entry, named: name)
        }
        do {
            // The app's styles are changed with the theme's (`EffectiveSettings`): a name
            // either has is one.
            _ = try Theme.standard.applying(styles, otherStyleNames: TodoStyles.styleNames)
        } catch {
            guard case .unknownStyle(let name, let known) = error else { throw ConfigError(path: path, message: "\(error)") }
            let suggestion = ClosestName.to(name, among: known).map { "; did you mean \"\($0)\"?" }
            throw mistake(
                at: positions.position(ofKey: name, inTable: "styles"),
                "\"\(name)\" is not a style\(suggestion ?? ".") The styles are \(known.joined(separator: ", "))."
            )
        }
        return styles
    }

    private func style(_ value: any TOMLValueConvertible, named name: String) throws(ConfigError) -> StyleChange {
        let accepted = "a style is a table of fg, bg (a colour), bold, underline, reverse (true or false): \(name) = { fg = \"yellow\", bold = true }."
        guard let parts = value.table else { throw mistake(at: positions.position(ofKey: name, inTable: "styles"), accepted) }
        var change = StyleChange()
        for part in parts.keys.sorted() {
            guard let partValue = parts[part] else { continue }
            // A colour may be a number (fg = 214); a flag is true or false, unquoted.
            let text = partValue.string ?? partValue.int.map(String.init) ?? partValue.bool.map(String.init)
            do {
                try change.set(part, to: text ?? "")
            } catch {
                throw mistake(for: error, in: name, written: partValue, accepted: accepted)
            }
        }
        return change
    }

    /// A part of the style `name` the framework refused, where it is written, in the
    /// file's terms: a colour as written (in quotes or a number), the closest name.
    private func mistake(
        for error: StyleChangeError, in name: String, written value: any TOMLValueConvertible, accepted: String
    ) -> ConfigError {
        let capitalized = { (sentence: String) in sentence.prefix(1).uppercased() + sentence.dropFirst() }
        switch error {
        case .unknownPart(let part):
            let suggestion = ClosestName.to(part, among: StyleChange.partNames).map { "; did you mean \"\($0)\"?" } ?? "."
            return mistake(
                at: positions.position(ofField: part, ofKey: name, inTable: "styles"),
                "\"\(part)\" is not part of a style\(suggestion) \(capitalized(accepted))"
            )
        case .notAColor(let text, let part):
            let colors = "a colour is \(Color.acceptedSpellings)."
            if let number = value.int {
                return mistake(at: positions.position(ofField: part, ofKey: name, inTable: "styles"), "\(number) is not a colour: \(colors)")
            }
            guard value.string != nil else {
                return mistake(at: positions.position(ofField: part, ofKey: name, inTable: "styles"), "\(part) is a colour in quotes: \(colors)")
            }
            let suggestion = ClosestName.to(text, among: Color.named.map(\.name)).map { "; did you mean \"\($0)\"?" } ?? "."
            return mistake(
                at: positions.position(ofValue: text, ofKey: name, inTable: "styles"),
                "\"\(text)\" is not a colour\(suggestion) \(capitalized(colors))"
            )
        case .notAFlag(_, let part):
            return mistake(at: positions.position(ofField: part, ofKey: name, inTable: "styles"), "\(part) is true or false: \(name) = { \(part) = true }.")
        case .unknownStyle:
            return ConfigError(path: path, message: "\(error)")
        }
    }

    private func mistake(for error: KeyBindingsError) -> ConfigError {
        switch error {
        case .unknownCommand(let name, let known):
            let suggestion = ClosestName.to(name, among: known).map { "; did you mean \"\($0)\"?" }
            return mistake(
                at: positions.position(ofKey: name, inTable: "keys"),
                "\"\(name)\" is not a command\(suggestion ?? ".") The commands are \(known.joined(separator: ", "))."
            )
        case .notAKey(let spelling, let command), .typedKey(let spelling, let command):
            return mistake(at: positions.position(ofValue: spelling, ofKey: command, inTable: "keys"), error.description)
        case .sharedKey(_, let commands):
            let placed = commands.map { positions.position(ofKey: $0, inTable: "keys") }
            // The later line of the two is where the clash was made.
            return mistake(at: placed.max { $0.line < $1.line } ?? (1, 1), error.description)
        }
    }
}
