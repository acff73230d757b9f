#if canImport(Glibc)
import Glibc
#endif

/// A colour card's picture: a round blob of paint with a few drops around it.
public enum SplashShape {
    public static func path(in rect: Rect) -> Path {
        let side = min(rect.width, rect.height)
        let centre = Point(x: rect.midX, y: rect.midY)
        var path = Path.circle(center: centre, radius: side * 0.33)
        let drops: [(angle: Double, distance: Double, radius: Double)] = [
            (0.3, 0.45, 0.07), (1.5, 0.44, 0.05), (2.6, 0.46, 0.07), (3.9, 0.44, 0.06), (5.1, 0.45, 0.07),
        ]
        for drop in drops {
            let point = Point(x: centre.x + cos(drop.angle) * side * drop.distance,
                              y: centre.y + sin(drop.angle) * side * drop.distance)
            path.append(Path.circle(center: point, radius: side * drop.radius))
        }
        return path
    }
}
