import Foundation

/// The origin a machine's copies of one server's lists send their changes as: a UUID kept
/// in the file `origin` beside them, made the first time.
enum CopiesOrigin {
    /// The origin kept in `root`, made and kept if there is none yet. When it cannot be
    /// kept (a read-only directory), a new one for this run: the cost is that changes
    /// sent by an earlier run are told as news once.
    static func read(in root: DataLocation) -> String {
        let file = root.directory.appendingPathComponent("origin")
        if let kept = try? String(contentsOf: file, encoding: .utf8), let id = UUID(uuidString: kept.trimmingWhitespace()) {
            return id.uuidString
        }
        let made = UUID().uuidString
        try? FileManager.default.createDirectory(at: root.directory, withIntermediateDirectories: true)
        // Written whole under another name, then renamed: two first starts at once keep one.
        let partial = root.directory.appendingPathComponent("origin.\(UUID().uuidString)")
        guard (try? Data(made.utf8).write(to: partial)) != nil else { return made }
        defer { try? FileManager.default.removeItem(at: partial) }
        if link(partial.path, file.path) == 0 { return made }
        if let kept = try? String(contentsOf: file, encoding: .utf8), let id = UUID(uuidString: kept.trimmingWhitespace()) {
            return id.uuidString
        }
        return made
    }
}
