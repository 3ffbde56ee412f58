import TodoApp
import WorkflowUI

/// One entry of `[styles]`, such as `selection = { bg = "#303030" }`: what it changes of
/// a style. What it leaves out (nil) stays as the theme has it.
struct StyleSetting: Equatable {
    var foreground: Color?
    var background: Color?
    var bold: Bool?
    var underline: Bool?
    var reverse: Bool?

    /// The fields an entry may have, in the order `config` writes them.
    static let fieldNames = ["fg", "bg", "bold", "underline", "reverse"]

    /// `style` with this entry's changes.
    func applied(to style: Style) -> Style {
        var style = style
        if let foreground { style.foreground = foreground }
        if let background { style.background = background }
        for (setting, attribute) in [(bold, Style.Attributes.bold), (underline, .underline), (reverse, .reverse)] {
            guard let setting else { continue }
            if setting { style.attributes.insert(attribute) } else { style.attributes.remove(attribute) }
        }
        return style
    }

    /// The entry as a config file writes it: `{ fg = "yellow", bold = true }`.
    var text: String {
        var fields: [String] = []
        if let foreground { fields.append("fg = \"\(foreground.name)\"") }
        if let background { fields.append("bg = \"\(background.name)\"") }
        if let bold { fields.append("bold = \(bold)") }
        if let underline { fields.append("underline = \(underline)") }
        if let reverse { fields.append("reverse = \(reverse)") }
        return fields.isEmpty ? "{}" : "{ " + fields.joined(separator: ", ") + " }"
    }

    init(foreground: Color? = nil, background: Color? = nil, bold: Bool? = nil, underline: Bool? = nil, reverse: Bool? = nil) {
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.underline = underline
        self.reverse = reverse
    }
}

/// The styles a `[styles]` table may name: the framework's theme's and the app's own.
enum StyleNames {
    static let all = Theme.styleNames + TodoStyles.styleNames
}
