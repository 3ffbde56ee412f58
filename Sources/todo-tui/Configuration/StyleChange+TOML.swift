import WorkflowUI

extension StyleChange {
    /// The change as a `[styles]` entry writes it: `{ fg = "yellow", bold = true }`.
    var tomlText: String {
        var parts: [String] = []
        if let foreground { parts.append("fg = \"\(foreground.name)\"") }
        if let background { parts.append("bg = \"\(background.name)\"") }
        if let bold { parts.append("bold = \(bold)") }
        if let underline { parts.append("underline = \(underline)") }
        if let reverse { parts.append("reverse = \(reverse)") }
        return parts.isEmpty ? "{}" : "{ " + parts.joined(separator: ", ") + " }"
    }
}
