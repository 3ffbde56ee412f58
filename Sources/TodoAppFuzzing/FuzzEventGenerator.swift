@testable import CursesTerminal
import WorkflowUI

/// Makes the events of a fuzz run from a seed: keys weighted toward what each screen
/// answers, random Unicode, pastes, resizes, garbage bytes decoded by the real
/// `KeyDecoder`, and, with the mouse on, clicks, double-clicks and the wheel anywhere.
/// Given the same seed and the same screens, it makes the same events; with the mouse
/// off, the same as before the mouse was fuzzed.
public struct FuzzEventGenerator {
    private var random: SplitMix64
    /// One decoder for the whole run, as a terminal has: a paste marker in one piece of
    /// garbage changes how the next is read.
    private var decoder = KeyDecoder()
    /// Whether the terminal reports the mouse, so that mouse events are made at all.
    public let usesMouse: Bool

    public init(seed: UInt64, usesMouse: Bool = false) {
        random = SplitMix64(seed: seed)
        self.usesMouse = usesMouse
    }

    /// Why the last garbage the decoder read came out as keys it should never give;
    /// nil while it keeps its promise (see `DecodedKeys`).
    public private(set) var decoderProblem: String?

    /// The next event, for an app showing `screen` on a terminal of `size`.
    public mutating func next(on screen: AppScreen, size: Size) -> FuzzEvent {
        let kind = random.weighted(usesMouse ? Self.kindsWithTheMouse : Self.kinds)
        switch kind {
        case .mouse: return mouse(on: size)
        case .screenKeys: return screenKeys(on: screen)
        case .typing: return .keys(TextSoup.typing(&random, maxLength: 12).map { .character($0) })
        case .unicode: return .keys((0..<Int.random(in: 1...6, using: &random)).map { _ in .character(TextSoup.character(&random)) })
        case .garbageKeys: return .keys((0..<Int.random(in: 1...4, using: &random)).map { _ in garbageKey() })
        case .garbageBytes: return garbageBytes()
        case .paste: return .paste(TextSoup.paste(&random))
        case .resize: return resize()
        case .burst:
            // Keys typed ahead in one read: what opens something and what is meant for it.
            var keys: [KeyEvent] = []
            for _ in 0..<Int.random(in: 2...6, using: &random) {
                if case .keys(let more) = screenKeys(on: random.chance(0.5) ? screen : random.element(of: AppScreen.allCases)) {
                    keys += more
                }
            }
            return .keys(keys)
        case .quit:
            // Rarely: the app quits, and the run goes on in a new one on the same store.
            return random.chance(0.1) ? .keys([.control("c")]) : screenKeys(on: screen)
        }
    }

    private enum Kind { case screenKeys, typing, unicode, garbageKeys, garbageBytes, paste, resize, burst, quit, mouse }

    private static let kinds: [(weight: Int, value: Kind)] = [
        (62, .screenKeys), (10, .typing), (6, .unicode), (4, .garbageKeys), (4, .garbageBytes),
        (4, .paste), (4, .resize), (5, .burst), (1, .quit),
    ]
    /// One event in ten is the mouse's: enough to click through every screen, few enough
    /// that the keys still go deep.
    private static let kindsWithTheMouse = kinds + [(11, .mouse)]

    // MARK: Keys for each screen

    private mutating func screenKeys(on screen: AppScreen) -> FuzzEvent {
        switch screen {
        case .welcome:
            if random.chance(0.5) {
                // Log in: mostly as one of a few people, whose lists then grow.
                let someName = TextSoup.text(&random, maxLength: 8)
                let name = random.weighted([
                    (40, "Ada"), (15, "Grace"), (10, "ada"), (8, " 日本語 "), (5, "Zoë"), (5, "Ze\u{301}"),
                    (10, someName), (7, ""),
                ])
                return .keys(name.map { .character($0) } + [.enter])
            }
            return .keys([weightedKey(Self.welcomeKeys)])
        case .list:
            return .keys([weightedKey(Self.listKeys)])
        case .listLine:
            if random.chance(0.3) {
                let answer = random.element(of: ["today", "fri", "+3d", "2026-12-01", "tomorrow", "2026-02-30", "-1d", "milk", "日", "x"])
                return .keys(answer.map { .character($0) } + (random.chance(0.5) ? [.enter] : []))
            }
            return .keys([weightedKey(Self.lineKeys)])
        case .editor:
            if random.chance(0.35) {
                return .keys(TextSoup.typing(&random, maxLength: 20).map { .character($0) })
            }
            return .keys([weightedKey(Self.editorKeys)])
        case .alert:
            return .keys([weightedKey(Self.alertKeys)])
        case .help:
            return .keys([weightedKey(Self.helpKeys)])
        }
    }

    private mutating func weightedKey(_ keys: [(weight: Int, value: KeyEvent)]) -> KeyEvent {
        random.weighted(keys)
    }

    private static func letters(_ letters: String, weight: Int) -> [(weight: Int, value: KeyEvent)] {
        letters.map { (weight, KeyEvent.character($0)) }
    }

    private static let movement: [(weight: Int, value: KeyEvent)] = [
        (6, .up), (6, .down), (2, .pageUp), (2, .pageDown), (2, .home), (2, .end), (2, .left), (2, .right),
        (1, .modified(.up, .shift)), (1, .modified(.down, .shift)), (1, .modified(.left, .control)),
        (1, .modified(.right, .control)), (1, .modified(.up, [.alt, .control])), (1, .modified(.home, .shift)),
        (1, .modified(.pageDown, .control)),
    ]

    private static let welcomeKeys: [(weight: Int, value: KeyEvent)] =
        letters("ada", weight: 3) + [(6, .enter), (2, .escape), (4, .backspace), (1, .tab), (1, .function(1)), (1, .control("u")), (1, .control("w"))] + movement

    private static let listKeys: [(weight: Int, value: KeyEvent)] =
        letters("jk", weight: 12) + letters("gGndpDsf/ueKJ", weight: 4) + letters("y?rx", weight: 1)
        + [(4, .enter), (2, .escape), (2, .tab), (6, .character(" ")), (2, .control("s")), (3, .control("r")),
           (1, .control("g")), (1, .control("e")), (1, .function(1)), (1, .backspace), (2, .delete)] + movement

    private static let lineKeys: [(weight: Int, value: KeyEvent)] =
        letters("abcmilk 1+d", weight: 2) + [(4, .enter), (3, .escape), (4, .backspace), (1, .delete), (1, .control("u")),
                                           (1, .control("w")), (1, .alt("b"))] + movement

    private static let editorKeys: [(weight: Int, value: KeyEvent)] =
        [(6, .control("s")), (4, .escape), (5, .tab), (1, .backTab), (5, .enter), (6, .backspace), (2, .delete),
         (2, .control("e")), (1, .control("g")), (1, .function(1)), (1, .control("a")), (1, .control("k")),
         (1, .control("u")), (1, .control("w")), (1, .alt("b")), (1, .alt("f")), (1, .modified(.backspace, .alt)),
         (1, .control("d")), (1, .control("h"))] + movement

    private static let alertKeys: [(weight: Int, value: KeyEvent)] =
        letters("yndk", weight: 5) + [(4, .escape), (2, .enter), (1, .tab), (1, .character("j")), (1, .control("s"))]

    private static let helpKeys: [(weight: Int, value: KeyEvent)] =
        [(6, .escape), (3, .character("?")), (2, .function(1)), (2, .control("g")), (1, .enter), (1, .character("q"))] + movement

    // MARK: The mouse

    private enum Gesture { case click, doubleClick, wheel, stray }

    /// A click, a double-click (as a terminal reports one: a press, then a double-click),
    /// a few notches of the wheel, or stray reports no gesture makes (a release or a drag
    /// with no press, another button, a double-click out of nowhere).
    private mutating func mouse(on size: Size) -> FuzzEvent {
        let point = mousePoint(on: size)
        let modifiers = random.chance(0.1) ? KeyModifiers(rawValue: UInt8.random(in: 1...7, using: &random)) : []
        switch random.weighted([(5, Gesture.click), (3, .doubleClick), (4, .wheel), (1, .stray)]) {
        case .click:
            return .mouse([MouseEvent(.press(.left), at: point, modifiers: modifiers), MouseEvent(.release(.left), at: point, modifiers: modifiers)])
        case .doubleClick:
            let kinds: [MouseEvent.Kind] = [.press(.left), .release(.left), .doubleClick(.left), .release(.left)]
            return .mouse(kinds.map { MouseEvent($0, at: point, modifiers: modifiers) })
        case .wheel:
            let notch: MouseEvent.Kind = random.chance(0.5) ? .wheelUp : .wheelDown
            return .mouse(Array(repeating: MouseEvent(notch, at: point, modifiers: modifiers), count: Int.random(in: 1...4, using: &random)))
        case .stray:
            return .mouse((0..<Int.random(in: 1...3, using: &random)).map { _ in
                let button = random.element(of: [MouseButton.left, .middle, .right])
                let kind = random.element(of: [MouseEvent.Kind.press(button), .release(button), .drag(button), .doubleClick(button), .wheelUp, .wheelDown])
                return MouseEvent(kind, at: mousePoint(on: size))
            })
        }
    }

    /// A cell of the screen: the header's buttons and the footer's hints as often as any
    /// row between, and one in ten beside or below it (a report made before the window
    /// shrank; never above or left of it, which no report can be).
    private mutating func mousePoint(on size: Size) -> Point {
        guard size.width > 0, size.height > 0, !random.chance(0.1) else {
            let beside = Point(column: size.width + Int.random(in: 0...3, using: &random), row: Int.random(in: 0...size.height, using: &random))
            let below = Point(column: Int.random(in: 0...size.width, using: &random), row: size.height + Int.random(in: 0...3, using: &random))
            return random.chance(0.5) ? beside : below
        }
        let anyRow = Int.random(in: 0..<size.height, using: &random)
        let row = random.weighted([(2, 0), (2, size.height - 1), (8, anyRow)])
        return Point(column: Int.random(in: 0..<size.width, using: &random), row: row)
    }

    // MARK: Garbage

    /// A key no terminal sends, or one no screen expects.
    private mutating func garbageKey() -> KeyEvent {
        switch Int.random(in: 0..<7, using: &random) {
        case 0: .function(Int.random(in: -3...40, using: &random))
        case 1: .control(TextSoup.character(&random))
        case 2: .alt(TextSoup.character(&random))
        case 3: .character(Character(Unicode.Scalar(UInt8.random(in: 0...0x1F, using: &random))))
        case 4: .paste("")
        case 5: random.element(of: [.insert, .backTab, .delete, .modified(.insert, .shift), .modified(.enter, .alt), .modified(.escape, .control)])
        default:
            random.element(of: [KeyEvent.up, .down, .left, .right, .home, .end, .pageUp, .pageDown, .delete, .backspace, .tab, .enter])
                .with(KeyModifiers(rawValue: UInt8.random(in: 0...7, using: &random)))
        }
    }

    /// Garbage bytes, read as the terminal would read them; a decoder that gives keys
    /// it promised never to give is noted in `decoderProblem`.
    private mutating func garbageBytes() -> FuzzEvent {
        let inputs = GarbageInput.read(&random)
        let keys = decoder.decode(inputs)
        if decoderProblem == nil, let problem = DecodedKeys.problem(with: keys) {
            decoderProblem = "\(problem), decoded from \(inputs)"
        }
        return .keys(keys)
    }

    /// The sizes that matter most (none at all, one cell, the split threshold at 100
    /// columns and either side of it, the classic 80x24, a big one) and any other.
    private mutating func resize() -> FuzzEvent {
        let any = (Int.random(in: 0...220, using: &random), Int.random(in: 0...60, using: &random))
        let (width, height) = random.weighted([
            (2, (1, 1)), (2, (0, 10)), (1, (10, 0)), (1, (0, 0)), (3, (10, 3)), (2, (20, 5)), (8, (80, 24)),
            (4, (99, 30)), (4, (100, 30)), (4, (101, 30)), (3, (200, 50)), (2, (40, 12)), (1, (2, 2)), (1, (7, 4)),
            (6, any),
        ])
        return .resize(width: width, height: height)
    }
}
