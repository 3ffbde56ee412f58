extension KeyBindings {
    /// Key bindings as a user's settings give them: for some commands, by their
    /// ``KeyBinding/name``, the keys in the spelling the help prints
    /// (`KeyEvent(spelling:)`). A command not named keeps its default keys.
    ///
    /// ```swift
    /// let bindings = try KeyBindings(
    ///     keysByName: ["delete_contact": ["x", "Delete"], "move_up": ["↑", "i"]],
    ///     bindings: KeyBindings.frameworkBindings + [DeleteContact.self],
    ///     usedTogether: [[DeleteContact.self, KeyBindings.MoveUp.self, KeyBindings.Back.self]]
    /// )
    /// ```
    ///
    /// - Parameters:
    ///   - keysByName: The keys of each command named, in order; an empty list leaves the
    ///     command without a key.
    ///   - bindings: Every binding a name may name: the framework's
    ///     (``frameworkBindings``) and the app's.
    ///   - usedTogether: Groups of bindings that answer keys at the same time (the
    ///     commands of one screen): no key may belong to two of one group.
    ///   - whileTyping: Bindings that answer keys while a text field has focus (an
    ///     editor's save, its back): a key that types a character, such as `a` or
    ///     `Space`, given to one of them is refused, because the field would lose it.
    /// - Throws: A ``KeyBindingsError``: a name that is no binding's, a spelling that is no
    ///   key, a key that types given to a command of `whileTyping`, or a key that two
    ///   bindings of one group would share.
    public init(
        keysByName: [String: [String]], bindings: [any KeyBinding.Type], usedTogether: [[any KeyBinding.Type]] = [],
        whileTyping: [any KeyBinding.Type] = []
    ) throws {
        self.init()
        let byName = Dictionary(bindings.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let typingNames = Set(whileTyping.map { $0.name })
        for name in keysByName.keys.sorted() {
            guard let binding = byName[name] else {
                throw KeyBindingsError.unknownCommand(name, known: bindings.map { $0.name })
            }
            var keys: [KeyEvent] = []
            for spelling in keysByName[name] ?? [] {
                guard let key = KeyEvent(spelling: spelling) else { throw KeyBindingsError.notAKey(spelling, command: name) }
                if key.isCharacter, typingNames.contains(name) { throw KeyBindingsError.typedKey(spelling, command: name) }
                if !keys.contains(key) { keys.append(key) }
            }
            self[dynamic: binding] = keys
        }
        for group in usedTogether {
            if let conflict = firstSharedKey(among: group) { throw conflict }
        }
    }

    /// The keys of `binding`, for code that holds a binding's type as a value.
    public subscript(dynamic binding: any KeyBinding.Type) -> [KeyEvent] {
        get { keys[ObjectIdentifier(binding)] ?? binding.defaultKeys }
        set { keys[ObjectIdentifier(binding)] = newValue }
    }

    /// The first key two of `group` share, as an error naming both; nil when each key of
    /// the group is one binding's.
    public func firstSharedKey(among group: [any KeyBinding.Type]) -> KeyBindingsError? {
        var owner: [KeyEvent: String] = [:]
        for binding in group {
            for key in self[dynamic: binding] {
                if let other = owner[key], other != binding.name {
                    return .sharedKey(key.displayName, commands: [other, binding.name])
                }
                owner[key] = binding.name
            }
        }
        return nil
    }
}

/// What is wrong with key bindings given by name (``KeyBindings/init(keysByName:bindings:usedTogether:whileTyping:)``).
/// Its description is a sentence for the user: it names the command, the key and what is
/// accepted.
public enum KeyBindingsError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A name that is no binding's, with the names there are.
    case unknownCommand(String, known: [String])
    /// A spelling that names no key, and the command it was given to.
    case notAKey(String, command: String)
    /// A key (as the help prints it) that two commands used together would share.
    case sharedKey(String, commands: [String])
    /// A key that types a character (as it was spelt), given to a command that answers
    /// while text is typed, where the character could no longer be typed.
    case typedKey(String, command: String)

    public var description: String {
        switch self {
        case .unknownCommand(let name, let known):
            "\"\(name)\" is not a command; the commands are \(known.sorted().joined(separator: ", "))."
        case .notAKey(let spelling, let command):
            "\"\(spelling)\" (for \(command)) is not a key; a key is \(KeyEvent.acceptedSpellings)."
        case .sharedKey(let key, let commands):
            "\(key) is the key of both \(commands.joined(separator: " and ")), which answer keys on the same screen; give one of them another key."
        case .typedKey(let spelling, let command):
            "\"\(spelling)\" (for \(command)) types a character, and \(command) answers while text is typed, so it could no longer be typed; give \(command) a key with Ctrl or Alt, or a named key (\"^S\", \"M-s\", \"F2\")."
        }
    }
}
