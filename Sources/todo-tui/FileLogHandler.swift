import Foundation
import Logging

/// A swift-log handler that writes one line per message to a ``LogFile``:
///
/// ```
/// 2025-01-31T09:30:00.250Z info todo-tui: Opened the todo database component=store path=/home/ada/...
/// ```
///
/// Line breaks inside a message or a metadata value are written as `\n` so that
/// every entry stays on one line.
struct FileLogHandler: LogHandler {
    var logLevel: Logger.Level = .debug
    var metadata: Logger.Metadata = [:]

    private let label: String
    private let file: LogFile

    init(label: String, file: LogFile) {
        self.label = label
        self.file = file
    }

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        let merged = metadata.merging(event.metadata ?? [:]) { _, new in new }
        let fields = merged.keys.sorted().map { key in " \(key)=\(merged[key]!)" }.joined()
        let time = Date().formatted(Self.timestampStyle)
        let text = "\(time) \(event.level) \(label): \(event.message)\(fields)"
        file.append(text.replacingOccurrences(of: "\n", with: "\\n") + "\n")
    }

    private static let timestampStyle = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
}
