/// Where text sits in a width wider than itself.
public enum TextAlignment: Hashable, Sendable {
    case leading
    case center
    case trailing
}
