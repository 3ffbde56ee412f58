/// Text from the database made safe to print as one line on a terminal.
///
/// Titles may hold anything, escape sequences included; printed raw, a title
/// could recolour or clear the user's terminal. Each C0 control character
/// becomes its visible Control Pictures symbol (ESC shows as ␛, a line break as
/// ␊), DEL becomes ␡ and C1 controls become �. Everything else is unchanged.
enum PrintableLine {
    static func make(_ text: String) -> String {
        // Almost every title has nothing to replace; 0xC2 leads every C1 control in UTF-8.
        guard text.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 }) else {
            return text
        }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            result.append(visible(scalar))
        }
        return String(result)
    }

    private static func visible(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        switch scalar.value {
        case 0x00...0x1F: return Unicode.Scalar(0x2400 + scalar.value)!
        case 0x7F: return "\u{2421}"
        case 0x80...0x9F: return "\u{FFFD}"
        default: return scalar
        }
    }
}
