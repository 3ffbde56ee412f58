import WorkflowUI

/// Draws the banner's text in capitals.
final class BannerView: ScreenView<BannerScreen> {
    required init(screen: BannerScreen, environment: ViewEnvironment) {
        super.init(screen: screen, environment: environment)
        screen.registry?.register(self, as: "banner")
    }

    override func draw(in canvas: Canvas) {
        canvas.draw(screen.text.uppercased(), at: .zero)
    }
}
