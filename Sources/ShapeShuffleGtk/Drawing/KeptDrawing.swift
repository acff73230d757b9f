import CGtk
import ShapeShuffleCore

/// A cairo drawing kept as a render node, painted again only when what it shows changes.
///
/// Cards used to paint their whole face through `gtk_snapshot_append_cairo` on every redraw: a
/// Tab repainted two faces (Pango layout and font lookup included) just to move the ring, and
/// every frame of a card turning over did the same. A kept node is the same node from frame to
/// frame, so GTK's GL renderer finds the texture it made of it last time and only places it, and
/// its cairo renderer copies the node's pixels; a turning card is its kept pixels squeezed
/// (`KeptDrawingSnapshot`), not the card painted again.
///
/// Kept as cairo nodes rather than as textures (`gtk_snapshot_append_texture`), measured both
/// ways: with software GL (llvmpipe) a texture node is drawn through a filtered shader on every
/// frame, which cost more over the whole window than the painting it saved, while a cairo
/// node's texture is placed pixel for pixel.
@MainActor
final class KeptDrawing<Key: Equatable> {
    private struct Kept {
        var key: Key
        var width: Double, height: Double
        var node: OpaquePointer
        /// The node's pixels as a GdkTexture, made the first time a GL renderer turns the card.
        var texture: OpaquePointer?

        func release() {
            gsk_render_node_unref(node)
            if let texture { g_object_unref(UnsafeMutableRawPointer(texture)) }
        }
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

    /// The node for `key`, painted by `paint` (in logical pixels, `width` × `height`) only when
    /// no kept drawing has that key and size.
    func node(for key: Key, width: Double, height: Double, paint: (OpaquePointer) -> Void) -> OpaquePointer? {
        if let index = kept.firstIndex(where: { $0.key == key && $0.width == width && $0.height == height }) {
            let found = kept.remove(at: index)
            kept.append(found)
            return found.node
        }
        guard let node = Self.paint(width: width, height: height, with: paint) else { return nil }
        kept.append(Kept(key: key, width: width, height: height, node: node))
        while kept.count > capacity { kept.removeFirst().release() }
        return node
    }

    /// The pixels of `node` (one of the kept drawings) as a texture, made once: a GL renderer
    /// draws a texture at any width from the copy it already holds on the GPU.
    func texture(of node: OpaquePointer) -> OpaquePointer? {
        guard let index = kept.firstIndex(where: { $0.node == node }) else { return nil }
        if let texture = kept[index].texture { return texture }
        guard let surface = gsk_cairo_node_get_surface(node) else { return nil }
        cairo_surface_flush(surface)
        let width = cairo_image_surface_get_width(surface), height = cairo_image_surface_get_height(surface)
        let stride = cairo_image_surface_get_stride(surface)
        guard width > 0, height > 0, let pixels = cairo_image_surface_get_data(surface) else { return nil }
        // Cairo's ARGB32 is premultiplied BGRA in memory on the little-endian machines GTK runs on.
        let bytes = g_bytes_new(pixels, gsize(stride) * gsize(height))
        let texture = gdk_memory_texture_new(width, height, GDK_MEMORY_B8G8R8A8_PREMULTIPLIED, bytes, gsize(stride))
        g_bytes_unref(bytes)
        kept[index].texture = texture
        return kept[index].texture
    }

    /// Drops every kept drawing, so the next call paints afresh.
    func forget() {
        for entry in kept { entry.release() }
        kept = []
    }

    /// A cairo node `width` × `height` holding what `paint` draws, as pixels (GTK 4.8 keeps a
    /// cairo node's drawing as an image the node's size).
    static func paint(width: Double, height: Double, with paint: (OpaquePointer) -> Void) -> OpaquePointer? {
        var bounds = graphene_rect_t(origin: graphene_point_t(x: 0, y: 0),
                                     size: graphene_size_t(width: Float(width), height: Float(height)))
        guard width > 0, height > 0, let node = gsk_cairo_node_new(&bounds) else { return nil }
        if let cairo = gsk_cairo_node_get_draw_context(node) {
            paint(cairo)
            cairo_destroy(cairo)
        }
        return node
    }
}

/// Showing kept drawings in a snapshot.
@MainActor
enum KeptDrawingSnapshot {
    static func append(_ node: OpaquePointer?, to snapshot: OpaquePointer) {
        guard let node else { return }
        gtk_snapshot_append_node(snapshot, node)
    }

    /// The same, squeezed sideways about the centre of a widget `width` × `height` and moved by
    /// `offset`: a card turning over or shaking.
    ///
    /// The squeeze is done here, by pixman, into a fresh drawing the widget's size, which GTK's
    /// cairo renderer places pixel for pixel: the face itself is not painted again. A GL renderer
    /// is given the kept pixels as a texture under the squeeze instead: it scales a texture it
    /// already holds, where the kept node under a scale was rasterised again at every new width.
    /// Under Xvfb the first frame of a turn costs the cairo renderer the same either way (about
    /// 0.8 ms a card, putting the changed card into the X window); the texture is what spares a
    /// GPU's renderer the CPU work on every frame of the turn.
    static func append(_ node: OpaquePointer?, to snapshot: OpaquePointer, width: Double, height: Double,
                       horizontalScale: Double, offset: Double, texture: OpaquePointer?) {
        if let texture {
            gtk_snapshot_save(snapshot)
            var centre = graphene_point_t(x: Float(width / 2 + offset), y: 0)
            gtk_snapshot_translate(snapshot, &centre)
            gtk_snapshot_scale(snapshot, Float(horizontalScale), 1)
            var bounds = graphene_rect_t(origin: graphene_point_t(x: Float(-width / 2), y: 0),
                                         size: graphene_size_t(width: Float(width), height: Float(height)))
            gtk_snapshot_append_texture(snapshot, texture, &bounds)
            gtk_snapshot_restore(snapshot)
            return
        }
        guard let node, let face = gsk_cairo_node_get_surface(node) else { return }
        let squeezed = KeptDrawing<Int>.paint(width: width, height: height) { cairo in
            cairo_translate(cairo, width / 2 + offset, 0)
            cairo_scale(cairo, horizontalScale, 1)
            cairo_translate(cairo, -width / 2, 0)
            cairo_set_source_surface(cairo, face, 0, 0)
            cairo_paint(cairo)
        }
        append(squeezed, to: snapshot)
        if let squeezed { gsk_render_node_unref(squeezed) }
    }
}

/// Focus rings as kept drawings, shared by every card of the same size and colour: sixteen
/// cards of one size need one ring. Kept few, since a resize or a new theme makes new ones.
@MainActor
enum RingDrawings {
    private struct Key: Hashable {
        var shape: FocusRingShape
        var body: Rect
        var width: Double, height: Double
        var look: RingLook
    }

    private static var kept: [Key: OpaquePointer] = [:]
    private static let most = 12

    /// The ring `shape` around `body`, on a drawing the size of the widget.
    static func node(_ shape: FocusRingShape, around body: Rect, width: Double, height: Double,
                     look: RingLook) -> OpaquePointer? {
        let key = Key(shape: shape, body: body, width: width, height: height, look: look)
        if let node = kept[key] { return node }
        if kept.count >= most {
            for node in kept.values { gsk_render_node_unref(node) }
            kept = [:]
        }
        let node = KeptDrawing<Key>.paint(width: width, height: height) { cairo in
            FocusRingPainter.draw(shape, around: body, on: cairo, look: look)
        }
        kept[key] = node
        return node
    }
}

/// Drawings shared by every widget that shows them (a ring or a mark the size of a card), kept by
/// what they show; a few at most, all dropped together when one more is asked for, since a new
/// size or theme means the old ones are done with.
@MainActor
final class SharedDrawings<Key: Hashable> {
    private var kept: [Key: OpaquePointer] = [:]
    private let capacity: Int

    init(capacity: Int) { self.capacity = capacity }

    func node(for key: Key, width: Double, height: Double, paint: (OpaquePointer) -> Void) -> OpaquePointer? {
        if let node = kept[key] { return node }
        if kept.count >= capacity {
            for node in kept.values { gsk_render_node_unref(node) }
            kept = [:]
        }
        let node = KeptDrawing<Key>.paint(width: width, height: height, with: paint)
        kept[key] = node
        return node
    }
}
