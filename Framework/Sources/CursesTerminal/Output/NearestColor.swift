import TerminalCore

/// The colour of a smaller palette that looks most like a given one, for terminals with
/// fewer colours than a style asks for.
///
/// The palettes are xterm's defaults: a terminal whose user themed colours 0 to 15 draws
/// them differently, which is why a colour is mapped to them only when the terminal has
/// nothing closer. Distance is the squared difference of red, green and blue weighted by
/// how bright the eye finds each (2, 4, 3), which is cheap and good enough to tell a
/// grey from a blue.
enum NearestColor {
    typealias RGB = (red: Int, green: Int, blue: Int)

    /// xterm's colours 0 to 15.
    static let named: [RGB] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
        (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ]

    /// The levels of each channel in the 6×6×6 cube, colours 16 to 231.
    private static let cubeLevels = [0, 95, 135, 175, 215, 255]

    /// What colour `index` of a 256-colour palette looks like.
    static func rgb(ofIndex index: Int) -> RGB {
        switch index {
        case ..<16: return named[max(0, index)]
        case 16..<232:
            let cube = index - 16
            return (cubeLevels[cube / 36], cubeLevels[cube / 6 % 6], cubeLevels[cube % 6])
        default:
            let level = 8 + 10 * (index - 232)
            return (level, level, level)
        }
    }

    /// The nearest of colours 16 to 255: the cube or the grey ramp, never the 16 the user
    /// may have themed.
    static func index256(of color: RGB) -> Int {
        let cube = [color.red, color.green, color.blue].map(nearestCubeLevel)
        let cubeIndex = 16 + 36 * cube[0] + 6 * cube[1] + cube[2]
        let average = (color.red + color.green + color.blue) / 3
        let greyIndex = 232 + min(23, max(0, (average - 3) / 10))
        return distance(color, rgb(ofIndex: greyIndex)) < distance(color, rgb(ofIndex: cubeIndex)) ? greyIndex : cubeIndex
    }

    /// The nearest of the first `count` colours (16 or 8).
    static func index(of color: RGB, amongFirst count: Int) -> Int {
        (0..<count).min { distance(color, named[$0]) < distance(color, named[$1]) } ?? 0
    }

    private static func nearestCubeLevel(_ value: Int) -> Int {
        (0..<cubeLevels.count).min { abs(cubeLevels[$0] - value) < abs(cubeLevels[$1] - value) } ?? 0
    }

    static func distance(_ a: RGB, _ b: RGB) -> Int {
        let red = a.red - b.red, green = a.green - b.green, blue = a.blue - b.blue
        return 2 * red * red + 4 * green * green + 3 * blue * blue
    }
}
