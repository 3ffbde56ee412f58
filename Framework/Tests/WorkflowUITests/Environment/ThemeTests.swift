import Testing
import WorkflowUI

/// What an app's own styles can derive from the theme.
struct ThemeTests {
    @Test func theStandardThemeUsesColourAndTheMonochromeOneDoesNot() {
        #expect(Theme.standard.usesColor)
        #expect(!Theme.monochrome.usesColor)
    }

    @Test func aThemeUsesColourAsSoonAsOneSlotHasAForegroundOrABackground() {
        var theme = Theme.monochrome
        theme.muted = Style(foreground: .brightBlack)
        #expect(theme.usesColor)

        theme = Theme.monochrome
        theme.bar = Style(background: .blue)
        #expect(theme.usesColor)
    }
}
