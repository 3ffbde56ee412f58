import WorkflowUI

extension StatusMessage {
    /// The sentence shown, naming the first of the user's keys for what it offers; an
    /// offer whose command has no key is left out.
    func line(keys: KeyBindings) -> String {
        guard let offer else { return text }
        switch offer {
        case .undo: return appending(keys[TodoKeys.Undo.self].firstName, "undo")
        case .keepYours: return appending(keys[TodoKeys.Undo.self].firstName, "keeps yours")
        case .redo: return appending(keys[TodoKeys.Redo.self].firstName, "redo")
        case .sortToOwnOrder(let presses):
            let key = keys[TodoKeys.Sort.self].firstName
            guard !key.isEmpty else { return text }
            let times = presses == 1 ? "" : presses == 2 ? " twice" : " \(presses) times"
            return "Press \(key)\(times) \(text)"
        }
    }

    private func appending(_ key: String, _ verb: String) -> String {
        key.isEmpty ? text : "\(text) · \(key) \(verb)"
    }
}
