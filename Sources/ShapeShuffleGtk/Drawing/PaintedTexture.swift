import CGtk
import ShapeShuffleCore

/// A cairo drawing kept as a texture, painted again only when what it shows changes.
///
/// Cards used to paint their whole face through `gtk_snapshot_append_cairo` on every redraw: a
/// Tab repainted two faces (text included) and uploaded them again just to move the ring, and
/// every frame of a card turning over did the same. As textures, the renderer
/// uploads a face once and then only places it: a focus change shows two kept textures, and a
/// turning card is its kept face drawn narrower. Pixels at rest are the same as before, because
/// the texture is painted at the widget's scale factor and shown at one texture pixel per
/// screen pixel.
@MainActor
final class PaintedTexture<Key: Equatable> {
    private struct Kept {
        var key: Key
        var width: Double, height: Double, scale: Int32
        var texture: OpaquePointer
    }

    /// Most recently used last.
    private var kept: [Kept] = []
    private let capacity: Int

    /// Keeps the `capacity` most recently used drawings: a card keeps two, the face it turns
    /// from and the face it turns to.
    init(capacity: Int = 1) {
        self.capacity = max(1, capacity)
    }

    isolated deinit { forget() }

    /// The texture for `key`, painted by `paint` (in logical pixels, `width` × `height`) only
    /// when no kept drawing has that key, size and scale.
    func texture(for key: Key, width: Double, height: Double, scale: Int32,
                 paint: (OpaquePointer) -> Void) -> OpaquePointer? {
        if let index = kept.firstIndex(where: { $0.key == key && $0.width == width && $0.height == height && $0.scale == scale }) {
            let found = kept.remove(at: index)
            kept.append(found)
            return found.texture
        }
        guard let texture = Self.paint(width: width, height: height, scale: scale, with: paint) else { return nil }
        kept.append(Kept(key: key, width: width, height: height, scale: scale, texture: texture))
        while kept.count > capacity { g_object_unref(UnsafeMutableRawPointer(kept.removeFirst().texture)) }
        return texture
    }

    /// Drops every kept drawing, so the next call paints afresh.
    func forget() {
        for entry in kept { g_object_unref(UnsafeMutableRawPointer(entry.texture)) }
        kept = []
    }

    /// Paints into an image surface at the device scale and hands its pixels to a memory texture
    /// without a copy: the bytes keep the surface alive until GDK lets go of them.
    static func paint(width: Double, height: Double, scale: Int32,
                              with paint: (OpaquePointer) -> Void) -> OpaquePointer? {
        let scale = max(1, scale)
        let pixelWidth = Int32((width * Double(scale)).rounded(.up))
        let pixelHeight = Int32((height * Double(scale)).rounded(.up))
        guard pixelWidth > 0, pixelHeight > 0,
              let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, pixelWidth, pixelHeight),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
        else { return nil }
        cairo_surface_set_device_scale(surface, Double(scale), Double(scale))
        if let cairo = cairo_create(surface) {
            paint(cairo)
            cairo_destroy(cairo)
        }
        cairo_surface_flush(surface)
        let stride = cairo_image_surface_get_stride(surface)
        let releaseSurface: GDestroyNotify = { cairo_surface_destroy(OpaquePointer($0)) }
        let bytes = g_bytes_new_with_free_func(cairo_image_surface_get_data(surface), gsize(stride) * gsize(pixelHeight),
                                               releaseSurface, UnsafeMutableRawPointer(surface))
        // Cairo's ARGB32 is premultiplied BGRA in memory on little-endian machines: GDK's default.
        let texture = gdk_memory_texture_new(pixelWidth, pixelHeight, GDK_MEMORY_B8G8R8A8_PREMULTIPLIED,
                                             bytes, gsize(stride))
        g_bytes_unref(bytes)
        return texture
    }
}

/// Showing kept textures in a snapshot.
@MainActor
enum TextureSnapshot {
    /// Appends `texture` over the widget's whole area, `width` × `height` logical pixels.
    static func append(_ texture: OpaquePointer?, to snapshot: OpaquePointer, width: Double, height: Double) {
        guard let texture else { return }
        var bounds = graphene_rect_t(origin: graphene_point_t(x: 0, y: 0),
                                     size: graphene_size_t(width: Float(width), height: Float(height)))
        gtk_snapshot_append_texture(snapshot, texture, &bounds)
    }

    /// The same, squeezed sideways about the centre and moved by `offset`: a card turning over
    /// or shaking, drawn by the renderer from the texture it already has.
    static func append(_ texture: OpaquePointer?, to snapshot: OpaquePointer, width: Double, height: Double,
                       horizontalScale: Double, offset: Double) {
        gtk_snapshot_save(snapshot)
        var centre = graphene_point_t(x: Float(width / 2 + offset), y: 0)
        gtk_snapshot_translate(snapshot, &centre)
        gtk_snapshot_scale(snapshot, Float(horizontalScale), 1)
        var back = graphene_point_t(x: Float(-width / 2), y: 0)
        gtk_snapshot_translate(snapshot, &back)
        append(texture, to: snapshot, width: width, height: height)
        gtk_snapshot_restore(snapshot)
    }
}

/// Focus rings as textures, shared by every card of the same size and colour: sixteen cards of
/// one size need one ring. Kept few, since a resize or a new theme makes new ones.
@MainActor
enum RingTextures {
    private struct Key: Hashable {
        var shape: FocusRingShape
        var body: Rect
        var width: Double, height: Double
        var scale: Int32
        var colour: RGB
    }

    private static var kept: [Key: OpaquePointer] = [:]
    private static let most = 12

    /// The ring `shape` around `body`, on a texture the size of the widget.
    static func texture(_ shape: FocusRingShape, around body: Rect, width: Double, height: Double,
                        scale: Int32, colour: RGB) -> OpaquePointer? {
        let key = Key(shape: shape, body: body, width: width, height: height, scale: scale, colour: colour)
        if let texture = kept[key] { return texture }
        if kept.count >= most {
            for texture in kept.values { g_object_unref(UnsafeMutableRawPointer(texture)) }
            kept = [:]
        }
        let texture = PaintedTexture<Key>.paint(width: width, height: height, scale: scale) { cairo in
            FocusRingPainter.draw(shape, around: body, on: cairo, colour: colour)
        }
        kept[key] = texture
        return texture
    }
}
