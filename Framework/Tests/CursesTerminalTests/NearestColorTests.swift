import Testing
import TerminalCore
@testable import CursesTerminal

/// How a colour the terminal lacks is mapped to one it has.
@Suite struct NearestColorTests {
    @Test func anExactColourOn256ColoursIsTheNearestOfTheCubeOrTheGreyRamp() {
        #expect(NearestColor.index256(of: (255, 135, 0)) == 208, "in the cube exactly")
        #expect(NearestColor.index256(of: (0x30, 0x30, 0x30)) == 236, "a grey is on the ramp, not the cube's 95")
        #expect(NearestColor.index256(of: (0, 0, 0)) == 16, "black is the cube's, never colour 0 the user may have themed")
        #expect(NearestColor.index256(of: (250, 10, 10)) == 196)
    }

    @Test func everyColourOfThe256PaletteAbove15MapsToItself() {
        for index in 16..<256 {
            let rgb = NearestColor.rgb(ofIndex: index)
            #expect(NearestColor.rgb(ofIndex: NearestColor.index256(of: rgb)) == rgb, "colour \(index)")
        }
    }

    @Test func onSixteenOrEightColoursTheNearestNamedColourIsTaken() {
        #expect(NearestColor.index(of: (255, 135, 0), amongFirst: 16) == 3, "orange is yellow")
        #expect(NearestColor.index(of: (250, 10, 10), amongFirst: 16) == 9, "bright red")
        #expect(NearestColor.index(of: (250, 10, 10), amongFirst: 8) == 1, "red without bright colours")
        #expect(NearestColor.index(of: (0x30, 0x30, 0x30), amongFirst: 16) == 0)
        #expect(NearestColor.index(of: (100, 100, 110), amongFirst: 16) == 8, "grey is bright black")
    }

    @Test func thePaletteDrawsEachColourAtTheTerminalsDepth() {
        let orange = Color.rgb(red: 255, green: 135, blue: 0)
        let direct = ColorPalette(isEnabled: true, hasDefaultColors: true, colorCount: 256, hasDirectColor: true)
        let indexed = ColorPalette(isEnabled: true, hasDefaultColors: true, colorCount: 256)
        let sixteen = ColorPalette(isEnabled: true, hasDefaultColors: true, colorCount: 16)
        let eight = ColorPalette(isEnabled: true, hasDefaultColors: true, colorCount: 8)
        #expect(direct.terminalColor(for: orange, isForeground: true) == .rgb(red: 255, green: 135, blue: 0))
        #expect(indexed.terminalColor(for: orange, isForeground: true) == .number(208))
        #expect(sixteen.terminalColor(for: orange, isForeground: true) == .number(3))
        #expect(ColorPalette.monochrome.terminalColor(for: orange, isForeground: true) == .own)
        #expect(sixteen.terminalColor(for: .indexed(196), isForeground: true) == .number(9))
        #expect(eight.terminalColor(for: .indexed(9), isForeground: true) == .number(1))
        #expect(eight.terminalColor(for: .brightCyan, isForeground: true) == .number(6))
        #expect(indexed.terminalColor(for: .brightCyan, isForeground: true) == .number(14))
        #expect(indexed.terminalColor(for: .default, isForeground: true) == .own)
    }

    @Test func withDirectColourAPaletteColourTheTerminalLacksIsDrawnAsXtermDrawsIt() {
        // A direct-colour terminfo entry's palette: its first 8.
        let direct = ColorPalette(isEnabled: true, hasDefaultColors: true, colorCount: 8, hasDirectColor: true)
        #expect(direct.terminalColor(for: .red, isForeground: true) == .number(1))
        #expect(direct.terminalColor(for: .brightCyan, isForeground: true) == .rgb(red: 0, green: 255, blue: 255))
        #expect(direct.terminalColor(for: .indexed(214), isForeground: false) == .rgb(red: 255, green: 175, blue: 0))
        #expect(direct.terminalColor(for: .indexed(244), isForeground: true) == .rgb(red: 128, green: 128, blue: 128))
    }
}
