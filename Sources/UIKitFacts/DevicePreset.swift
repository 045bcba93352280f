import AutoLayout

/// A screen size to lay out for (`:device NAME`), in points, portrait.
public struct DevicePreset: Hashable, Sendable {
    public let name: String
    public let size: Size

    /// The presets, smallest first. `iphone-5` is the seeds' 320×568 and the session's default.
    public static let all: [DevicePreset] = [
        ("iphone-4s", 320, 480), ("iphone-5", 320, 568), ("iphone-8", 375, 667), ("iphone-8-plus", 414, 736),
        ("iphone-x", 375, 812), ("iphone-15", 393, 852), ("iphone-15-pro-max", 430, 932),
        ("ipad", 768, 1024), ("ipad-pro-11", 834, 1194), ("ipad-pro-13", 1024, 1366),
    ].map { DevicePreset(name: $0.0, size: Size(width: $0.1, height: $0.2)) }

    /// The preset with this name.
    public static func named(_ name: String) -> DevicePreset? { all.first { $0.name == name } }
}
