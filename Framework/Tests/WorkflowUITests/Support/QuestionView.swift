import WorkflowUI

/// A yes/no question that answers every key itself while it is asked, the way a
/// "Delete? (y/n)" prompt does: y and n are its commands, and any other key is taken
/// as "no".
final class QuestionView: TerminalView {
    var isAsking = true
    let log: EventLog

    init(log: EventLog) {
        self.log = log
        super.init()
    }

    override var capturesKeys: Bool { isAsking }

    override var keyCommands: [KeyCommand] {
        guard isAsking else { return [] }
        return [
            KeyCommand("yes", keys: [.character("y")]) { [log] in log.record("yes") },
            KeyCommand("no", keys: [.character("n")]) { [log] in log.record("no") },
        ]
    }

    override func handle(_ key: KeyEvent) -> Bool {
        if super.handle(key) { return true }
        guard isAsking else { return false }
        log.record("no")
        return true
    }
}
