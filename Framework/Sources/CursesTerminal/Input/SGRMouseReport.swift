import TerminalCore

/// One SGR mouse report, `ESC [ < button ; column ; row M` (or `m` for a release), read
/// from what follows its prefix: the parameters and the final character.
///
/// A report can arrive over two reads, so reading one says whether it is complete, cut
/// off (wait for the rest) or not a report at all (drop what was read, so that it never
/// reaches a text field as text).
enum SGRMouseReport {
    enum Reading: Equatable {
        /// The report ends just before `end`; its event, or nil for one this app does not
        /// use (a wheel tilted sideways, motion with no button).
        case complete(MouseEvent?, end: Int)
        /// The inputs ended before the report did.
        case cutOff
        /// The report is broken at `end`: what comes from there is not part of it.
        case malformed(end: Int)
    }

    /// Longer than any report (three numbers of a few digits): past this, it is garbage.
    static let longestParameters = 24

    /// Reads the parameters and the final character from `start`, just past the prefix.
    /// Parameters too long to be a report are read to their end all the same, so that
    /// none of them is left to be typed.
    static func read(_ inputs: [CursesInput], from start: Int) -> Reading {
        var parameters = ""
        var index = start
        while index < inputs.endIndex {
            guard case .character(let scalar) = inputs[index] else { return .malformed(end: index) }
            switch scalar {
            case "0"..."9", ";":
                if parameters.unicodeScalars.count < longestParameters { parameters.unicodeScalars.append(scalar) }
            case "M", "m":
                let isTooLong = index - start > longestParameters
                return .complete(isTooLong ? nil : event(parameters: parameters, final: scalar), end: index + 1)
            default:
                return .malformed(end: index)
            }
            index += 1
        }
        // A flood of digits is not waited for: what came is dropped.
        return index - start > longestParameters ? .malformed(end: index) : .cutOff
    }

    /// The event a report's parameters (`0;12;5`) and final character mean; nil when
    /// they are not three numbers or mean nothing this app uses.
    static func event(parameters: String, final: Unicode.Scalar) -> MouseEvent? {
        let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        guard numbers.count == 3, let code = numbers[0], let column = numbers[1], let row = numbers[2],
              column >= 1, row >= 1
        else { return nil }
        let position = Point(column: column - 1, row: row - 1)
        guard let kind = kind(code: code, isRelease: final == "m") else { return nil }
        return MouseEvent(kind, at: position, modifiers: modifiers(code: code))
    }

    /// The low two bits name the button, 32 marks motion and 64 the wheel.
    private static func kind(code: Int, isRelease: Bool) -> MouseEvent.Kind? {
        let low = code & 3
        if code & 64 != 0 {
            guard !isRelease else { return nil }
            switch low {
            case 0: return .wheelUp
            case 1: return .wheelDown
            default: return nil  // tilted sideways
            }
        }
        let buttons: [MouseButton?] = [.left, .middle, .right, nil]
        guard let button = buttons[low] else { return nil }  // motion with no button
        if isRelease { return .release(button) }
        return code & 32 != 0 ? .drag(button) : .press(button)
    }

    /// Shift 4, Meta (Alt) 8, Ctrl 16.
    private static func modifiers(code: Int) -> KeyModifiers {
        var modifiers: KeyModifiers = []
        if code & 4 != 0 { modifiers.insert(.shift) }
        if code & 8 != 0 { modifiers.insert(.alt) }
        if code & 16 != 0 { modifiers.insert(.control) }
        return modifiers
    }
}
