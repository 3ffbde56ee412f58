import WorkflowUI

/// The app's commands that a user can give other keys (`[keys]` in the config file),
/// each a `KeyBinding` named as the settings name it, with today's keys as its default.
/// The views read their keys from the environment, so the footer, the help and what
/// the keys do all follow the user's.
public enum TodoKeys {
    // MARK: The list

    public enum New: KeyBinding {
        public static let name = "new"
        public static let defaultKeys: [KeyEvent] = [.character("n")]
    }

    public enum Edit: KeyBinding {
        public static let name = "edit"
        public static let defaultKeys: [KeyEvent] = [.enter, .character("e")]
    }

    public enum Toggle: KeyBinding {
        public static let name = "toggle"
        public static let defaultKeys: [KeyEvent] = [.character(" ")]
    }

    public enum Delete: KeyBinding {
        public static let name = "delete"
        public static let defaultKeys: [KeyEvent] = [.character("d"), .delete]
    }

    public enum Priority: KeyBinding {
        public static let name = "priority"
        public static let defaultKeys: [KeyEvent] = [.character("p")]
    }

    public enum Due: KeyBinding {
        public static let name = "due"
        public static let defaultKeys: [KeyEvent] = [.character("D")]
    }

    public enum Read: KeyBinding {
        public static let name = "read"
        public static let defaultKeys: [KeyEvent] = [.tab]
    }

    public enum MoveTodoUp: KeyBinding {
        public static let name = "move_todo_up"
        public static let defaultKeys: [KeyEvent] = [.modified(.up, .shift), .character("K")]
    }

    public enum MoveTodoDown: KeyBinding {
        public static let name = "move_todo_down"
        public static let defaultKeys: [KeyEvent] = [.modified(.down, .shift), .character("J")]
    }

    public enum Find: KeyBinding {
        public static let name = "find"
        public static let defaultKeys: [KeyEvent] = [.character("/")]
    }

    public enum Show: KeyBinding {
        public static let name = "show"
        public static let defaultKeys: [KeyEvent] = [.character("f")]
    }

    public enum Sort: KeyBinding {
        public static let name = "sort"
        public static let defaultKeys: [KeyEvent] = [.character("s")]
    }

    public enum Undo: KeyBinding {
        public static let name = "undo"
        public static let defaultKeys: [KeyEvent] = [.character("u")]
    }

    public enum Redo: KeyBinding {
        public static let name = "redo"
        public static let defaultKeys: [KeyEvent] = [.control("r")]
    }

    public enum Retry: KeyBinding {
        public static let name = "retry"
        public static let defaultKeys: [KeyEvent] = [.character("r")]
    }

    public enum Help: KeyBinding {
        public static let name = "help"
        public static let defaultKeys: [KeyEvent] = [.character("?"), .function(1)]
    }

    // MARK: The detail pane

    public enum ToList: KeyBinding {
        public static let name = "to_list"
        public static let defaultKeys: [KeyEvent] = [.tab, .backTab]
    }

    // MARK: The editor (Ctrl keys: letters are typed into the fields)

    public enum Save: KeyBinding {
        public static let name = "save"
        public static let defaultKeys: [KeyEvent] = [.control("s")]
    }

    public enum EditorHelp: KeyBinding {
        public static let name = "editor_help"
        public static let defaultKeys: [KeyEvent] = [.control("g"), .function(1)]
    }

    public enum EditorPriority: KeyBinding {
        public static let name = "editor_priority"
        public static let defaultKeys: [KeyEvent] = [.control("p")]
    }

    public enum EditorDue: KeyBinding {
        public static let name = "editor_due"
        public static let defaultKeys: [KeyEvent] = [.control("d")]
    }

    public enum ExternalEditor: KeyBinding {
        public static let name = "external_editor"
        public static let defaultKeys: [KeyEvent] = [.control("e")]
    }

    // MARK: Every binding, and which answer keys together

    private static let moves: [any KeyBinding.Type] = [
        KeyBindings.MoveUp.self, KeyBindings.MoveDown.self, KeyBindings.PageUp.self, KeyBindings.PageDown.self,
        KeyBindings.First.self, KeyBindings.Last.self, KeyBindings.Back.self, KeyBindings.Quit.self,
    ]

    /// The list's commands, with the framework's moves.
    public static let list: [any KeyBinding.Type] = [
        New.self, Edit.self, Toggle.self, Delete.self, Priority.self, Due.self, Read.self, MoveTodoUp.self,
        MoveTodoDown.self, Find.self, Show.self, Sort.self, Undo.self, Redo.self, Retry.self, Help.self,
    ] + moves

    /// The detail pane's commands.
    public static let detail: [any KeyBinding.Type] = [ToList.self, Edit.self, Help.self] + moves

    /// The editor's commands.
    public static let editor: [any KeyBinding.Type] = [
        Save.self, EditorHelp.self, EditorPriority.self, EditorDue.self, ExternalEditor.self,
        KeyBindings.Back.self, KeyBindings.Quit.self,
    ]

    /// Every binding a user can set, the framework's first, in the order `config` lists them.
    public static let all: [any KeyBinding.Type] = KeyBindings.frameworkBindings + [
        New.self, Edit.self, Toggle.self, Delete.self, Priority.self, Due.self, Read.self, MoveTodoUp.self,
        MoveTodoDown.self, Find.self, Show.self, Sort.self, Undo.self, Redo.self, Retry.self, Help.self,
        ToList.self, Save.self, EditorHelp.self, EditorPriority.self, EditorDue.self, ExternalEditor.self,
    ]

    /// The groups of bindings one screen answers at once: no key may be two of one group's.
    public static let screens: [[any KeyBinding.Type]] = [list, detail, editor]

    /// The bindings that answer while a line is typed into: the editor's, and back and quit,
    /// which the name prompt and the search answer too. A key that types a character is
    /// refused for them: the editor would lose that letter.
    public static let whileTyping: [any KeyBinding.Type] = editor

    /// Key bindings from a user's `[keys]`: the names as `config` prints them, the keys
    /// as the help prints them.
    /// - Throws: A `KeyBindingsError` that names the command and the key.
    public static func bindings(keysByName: [String: [String]]) throws -> KeyBindings {
        try KeyBindings(keysByName: keysByName, bindings: all, usedTogether: screens, whileTyping: whileTyping)
    }
}
