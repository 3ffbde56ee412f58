import WorkflowUI

/// What the players set in the environment: the board's keys (``TicTacToeKeys``), the
/// theme and its styles (``TicTacToeStyles``). Read before the screen is taken, so that
/// a mistake stops the start with a message rather than a game that ignores it.
///
/// ```swift
/// let settings = try TicTacToeSettings(environment: ["TICTACTOE_THEME": "light", "TICTACTOE_KEYS": "mark=x"])
/// options.environment.keyBindings = settings.keyBindings
/// options.theme = settings.theme
/// ```
public struct TicTacToeSettings {
    public var keyBindings = KeyBindings()
    public var theme = Theme.standard

    /// - Throws: A ``SettingError`` that names the variable and what is wrong with it.
    public init(environment: [String: String]) throws(SettingError) {
        func reading<Value>(_ variable: String, _ read: (String) throws -> Value) throws(SettingError) -> Value? {
            guard let setting = environment[variable] else { return nil }
            do {
                return try read(setting)
            } catch {
                throw SettingError(variable: variable, problem: "\(error)")
            }
        }
        keyBindings = try reading(TicTacToeKeys.variable, TicTacToeKeys.bindings(setting:)) ?? keyBindings
        let named = try reading(TicTacToeStyles.themeVariable, TicTacToeStyles.theme(named:)) ?? theme
        theme = try reading(TicTacToeStyles.variable) { try TicTacToeStyles.theme(named, changedBy: $0) } ?? named
    }
}

/// A variable whose setting is refused: `TICTACTOE_STYLES: "…" is not a colour; …`.
public struct SettingError: Error, Equatable, CustomStringConvertible {
    public var variable: String
    /// What is wrong, in a sentence for the player.
    public var problem: String

    public var description: String { "\(variable): \(problem)" }
}
