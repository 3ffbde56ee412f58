import Foundation
import TodoApp
import WorkflowUI

/// What `todo-tui config` prints: the effective settings as a config file would write
/// them, each with where it came from in a comment.
struct EffectiveSettingsReport {
    var settings: EffectiveSettings

    var text: String {
        var lines = ["# config file: \(settings.configLocation.path)\(settings.configFileWasRead ? "" : " (not there: defaults)")"]
        func add(_ setting: String, _ source: SettingSource) {
            lines.append(setting.padding(to: 40) + " # " + source.description)
        }
        if let user = settings.user { add("user = \(quoted(user.value))", user.source) } else { add("# user: not set (the name prompt)", .byDefault) }
        if let server = settings.server {
            add("server = \(quoted(server.value))", server.source)
        } else {
            add("# server: not set (todos in SQLite)", .byDefault)
        }
        add("theme = \(quoted(settings.theme.value.rawValue))", settings.theme.source)
        add("footer = \(settings.footer.value)", settings.footer.source)
        add("mouse = \(settings.mouse.value)", settings.mouse.source)
        add("due_date_format = \(quoted(settings.dueDateFormat.value.rawValue))", settings.dueDateFormat.source)
        add("wide_layout_columns = \(settings.wideLayoutColumns.value)", settings.wideLayoutColumns.source)
        lines.append("")
        lines.append("[keys]")
        let givenWay = keysGivenWay
        for (name, keys) in settings.keys {
            let setting = "\(name) = [\(keys.value.map { quoted($0.displayName) }.joined(separator: ", "))]"
            guard let given = givenWay[name] else {
                add(setting, keys.source)
                continue
            }
            let note = given.map { "\($0.key.displayName) gives way to \($0.command)" }.joined(separator: ", ")
            lines.append(setting.padding(to: 40) + " # " + keys.source.description + "; " + note)
        }
        lines.append("")
        lines.append("[styles]")
        let base = settings.theme.value
        for (name, style) in settings.styles {
            let themeStyle = base.theme[styleNamed: name] ?? base.todoStyles[styleNamed: name] ?? .plain
            add("\(name) = \(Self.entry(for: style.value, over: themeStyle))", style.source)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// For each command, those of its keys that give way to another command's: the
    /// framework's letters (j, k, g, G) while they are the default, when the file gives
    /// one of them to a command of the app's. The key stays the movement's where that
    /// command is not on screen, so the entry keeps it and says so.
    var keysGivenWay: [String: [(key: KeyEvent, command: String)]] {
        var commandsByKey: [KeyEvent: [String]] = [:]
        for (name, keys) in settings.keys {
            for key in keys.value { commandsByKey[key, default: []].append(name) }
        }
        var given: [String: [(key: KeyEvent, command: String)]] = [:]
        for binding in TodoKeys.all {
            for key in settings.keyBindings.yieldingKeys(for: binding) {
                guard let other = commandsByKey[key]?.first(where: { $0 != binding.name }) else { continue }
                given[binding.name, default: []].append((key, other))
            }
        }
        return given
    }

    /// `style` as a `[styles]` entry that gives it when read over `themeStyle`: its
    /// colours and attributes, and an attribute of the theme's it turned off.
    static func entry(for style: Style, over themeStyle: Style) -> String {
        var setting = StyleChange()
        if style.foreground != .default { setting.foreground = style.foreground }
        if style.background != .default { setting.background = style.background }
        func flag(_ attribute: Style.Attributes) -> Bool? {
            style.attributes.contains(attribute) ? true : themeStyle.attributes.contains(attribute) ? false : nil
        }
        setting.bold = flag(.bold)
        setting.underline = flag(.underline)
        setting.reverse = flag(.reverse)
        return setting.tomlText
    }

    private func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}

extension String {
    fileprivate func padding(to width: Int) -> String {
        let columns = terminalWidth
        return columns >= width ? self : self + String(repeating: " ", count: width - columns)
    }
}
