import CNcurses
import Glibc
import TerminalCore

/// One ncurses screen on a pair of file descriptors, in the modes a full-screen app
/// wants: alternate screen, raw keys without echo, keypad sequences decoded, a 25 ms ESC
/// delay, non-blocking reads, and colour when allowed.
///
/// curses sets the terminal up and restores it, reads the keys and reads terminfo; it
/// draws nothing: `FrameWriter` writes the frames. Its window stays blank and untouched,
/// so that reading a key never makes curses refresh it, and curses believes the cursor
/// hidden throughout, as it was set here.
///
/// `newterm` (rather than `initscr`) is what lets the terminal be any tty, such as the
/// pseudo-terminal a test opens. curses keeps global state, so only one of these exists
/// at a time.
@MainActor
final class CursesScreen {
    /// The window keys are read from.
    let window: UnsafeMutablePointer<WINDOW>
    let palette: ColorPalette
    /// terminfo's strings for drawing.
    let capabilities: TerminalCapabilities
    /// The terminal modes before curses changed them: what a crash handler restores.
    let shellModes: termios
    private let screen: OpaquePointer
    private let inputFile: UnsafeMutablePointer<FILE>
    private let outputFile: UnsafeMutablePointer<FILE>
    private let outputDescriptor: Int32
    /// Whether the terminal reports the mouse while this screen has it.
    private let reportsMouse: Bool

    /// How long curses waits after ESC for the rest of an escape sequence. Sequences from
    /// the terminal arrive in one burst; 25 ms keeps a lone Esc feeling immediate.
    static let escapeDelayMilliseconds: Int32 = 25

    init(
        inputDescriptor: Int32, outputDescriptor: Int32, terminalType: String, allowsColor: Bool, announcesDirectColor: Bool, reportsMouse: Bool
    ) throws(CursesTerminal.OpenError) {
        var modes = termios()
        tcgetattr(outputDescriptor, &modes)
        shellModes = modes
        self.outputDescriptor = outputDescriptor
        self.reportsMouse = reportsMouse
        // curses gets its own descriptors, so closing its FILEs leaves the caller's open;
        // they close on exec, so a program the terminal is lent to does not inherit them.
        guard let inputFile = fdopen(fcntl(inputDescriptor, F_DUPFD_CLOEXEC, 0), "r"),
              let outputFile = fdopen(fcntl(outputDescriptor, F_DUPFD_CLOEXEC, 0), "w")
        else { throw .cursesFailed("could not open the terminal's file descriptors: \(String(cString: strerror(errno)))") }
        guard let screen = newterm(terminalType, outputFile, inputFile), let window = cncurses_stdscr() else {
            fclose(inputFile)
            fclose(outputFile)
            throw .unknownTerminalType(terminalType)
        }
        // A terminal that cannot move its cursor (TERM=dumb) cannot show a full-screen app.
        guard Self.hasCapability("cup") else {
            endwin()
            delscreen(screen)
            fclose(inputFile)
            fclose(outputFile)
            throw .cannotMoveTheCursor(terminalType)
        }
        self.screen = screen
        self.inputFile = inputFile
        self.outputFile = outputFile
        self.window = window
        palette = Self.setUpColors(allowed: allowsColor, announcesDirectColor: announcesDirectColor)
        capabilities = TerminalCapabilities.current(colorCount: palette.colorCount)
        Self.keepThePaletteAsFound()
        Self.setUpModes(window)
        define_key(BracketedPaste.startMarker, BracketedPaste.startCode)
        define_key(BracketedPaste.endMarker, BracketedPaste.endCode)
        define_key(MouseReporting.reportPrefix, MouseReporting.reportCode)
        writeDirectly(modesSwitchedOn)
    }

    /// The modes curses does not know about, switched on while this screen has the
    /// terminal and off whenever it gives it back.
    private var modesSwitchedOn: String {
        BracketedPaste.enable + (reportsMouse ? MouseReporting.enable : "")
    }

    private var modesSwitchedOff: String {
        (reportsMouse ? MouseReporting.disable : "") + BracketedPaste.disable
    }

    private static func setUpModes(_ window: UnsafeMutablePointer<WINDOW>) {
        raw()
        noecho()
        nonl()
        intrflush(window, false)
        keypad(window, true)
        // No `meta()`: curses already passes 8-bit input on when the tty does (CS8, no
        // ISTRIP), which UTF-8 needs, and `meta(TRUE)` would only send `smm`, xterm's
        // eightBitInput (`ESC [?1034h`), with which xterm may send Alt keys as 8-bit
        // characters rather than as ESC and the key, and which endwin never turns off.
        nodelay(window, true)
        set_escdelay(escapeDelayMilliseconds)
        // Without this curses stops its repaint after Ctrl-Z half way when a key is waiting.
        typeahead(-1)
        // curses never places the cursor: the frame writer does.
        leaveok(window, true)
        curs_set(0)
        // A window curses has not copied out counts as changed, and reading a key would
        // refresh it over the frame.
        wnoutrefresh(window)
    }

    /// Direct colour where the user's environment or terminfo (`RGB`, or tmux's `Tc`)
    /// says the terminal has it.
    private static func setUpColors(allowed: Bool, announcesDirectColor: Bool) -> ColorPalette {
        guard allowed, has_colors(), start_color() == OK else { return .monochrome }
        let hasDefaultColors = use_default_colors() == OK
        let entryHasRGB = tigetflag("RGB") > 0
        let hasDirectColor = announcesDirectColor || entryHasRGB || tigetflag("Tc") > 0
        return ColorPalette(
            isEnabled: true, hasDefaultColors: hasDefaultColors, colorCount: paletteColorCount(entryHasRGB: entryHasRGB),
            hasDirectColor: hasDirectColor
        )
    }

    /// How many colours terminfo's `setaf` numbers as palette ones. A direct-colour entry
    /// (`xterm-direct`: `RGB` and 16,777,216 colours) reads a number past its first few as
    /// 0xRRGGBB, so that colour 214 would be a near-black blue: only its first `CO` (8
    /// where it does not say) are the palette's.
    private static func paletteColorCount(entryHasRGB: Bool) -> Int {
        let colors = Int(cncurses_colors())
        guard entryHasRGB, colors > 256 else { return colors }
        let palette = Int(tigetnum("CO"))
        return palette > 0 ? palette : 8
    }

    /// curses sends terminfo's `oc` (xterm's OSC 104: every colour back to the
    /// terminal's default) each time it takes the terminal back, after Ctrl-Z or from a
    /// program the terminal was lent to, in case this program redefined colours. It never
    /// does (no `init_color`), and the palette is the user's: a theme set with OSC 4
    /// would be lost.
    ///
    /// The string is emptied where `tigetstr` finds it: in the table curses reads itself,
    /// which it allocated when it set the terminal up (from a terminfo file, or copied
    /// from an entry compiled in). The table `term.h` shows is a copy with strings of its
    /// own, so clearing `orig_colors` there changes nothing. curses then writes nothing
    /// for `oc`, and reads it nowhere else; the crash handler's reset never used it.
    private static func keepThePaletteAsFound() {
        guard let value = tigetstr("oc"), Int(bitPattern: value) != -1 else { return }
        value[0] = 0
    }

    /// curses's idea of the screen size.
    var cursesSize: Size {
        Size(width: Int(getmaxx(window)), height: Int(getmaxy(window)))
    }

    /// Tells curses the terminal's new size. curses needs at least one cell; a terminal
    /// with no rows or columns is drawn as if it had one and shows nothing.
    func resize(to size: Size) {
        let rows = Int32(max(1, size.height))
        let columns = Int32(max(1, size.width))
        if getmaxy(window) != rows || getmaxx(window) != columns {
            resizeterm(rows, columns)
            // The window resized counts as changed (see `setUpModes`).
            wnoutrefresh(window)
        }
    }

    /// Gives the terminal back to the shell for a while (Ctrl-Z): normal screen, cursor,
    /// line mode, no bracketed paste, no mouse reports.
    ///
    /// endwin moves the cursor to the bottom row from where curses last left it (and on a
    /// terminal without the user's own colours erases that row): the frame writer puts it
    /// back there first (`FrameWriter.returnCursorToCurses`).
    func suspend() {
        writeDirectly(modesSwitchedOff)
        endwin()
    }

    /// Takes the terminal back after `suspend`: curses's modes again and, from its blank
    /// copy of the screen, a cleared screen, the cursor hidden and plain attributes. The
    /// caller then writes the picture.
    func resume() {
        clearok(cncurses_curscr(), true)
        doupdate()
        // A new size curses noticed there leaves its window marked changed (see
        // `setUpModes`).
        wnoutrefresh(window)
        writeDirectly(modesSwitchedOn)
    }

    /// Restores the terminal and frees the screen; as for `suspend`, the frame writer has
    /// put the cursor back where curses left it.
    func end() {
        writeDirectly(modesSwitchedOff)
        endwin()
        delscreen(screen)
        fclose(inputFile)
        fclose(outputFile)
    }

    /// What puts the terminal back without curses: plain attributes, the cursor shown,
    /// keypad back in normal mode, the alternate screen left, bracketed paste and mouse
    /// reports off. Read from terminfo now, because a crash handler cannot.
    func emergencyResetSequence() -> [UInt8] {
        var bytes: [UInt8] = []
        for capability in ["sgr0", "cnorm", "rmkx", "rmcup"] {
            guard let value = Self.capability(capability) else { continue }
            bytes.append(contentsOf: value.utf8)
        }
        bytes.append(contentsOf: modesSwitchedOff.utf8)
        return bytes
    }

    /// A string capability of the current terminal from terminfo. `tigetstr` answers
    /// nil when the terminal lacks it and -1 when the name is not a string capability.
    private static func capability(_ name: String) -> String? {
        guard let value = tigetstr(name), Int(bitPattern: value) != -1 else { return nil }
        return String(cString: value)
    }

    private static func hasCapability(_ name: String) -> Bool {
        capability(name) != nil
    }

    /// Mode switches curses does not know about go straight to the terminal. curses has
    /// flushed its own output by then (it flushes at the end of each call that writes),
    /// so nothing gets out of order.
    private func writeDirectly(_ sequence: String) {
        var bytes = Array(sequence.utf8)
        _ = write(outputDescriptor, &bytes, bytes.count)
    }
}
