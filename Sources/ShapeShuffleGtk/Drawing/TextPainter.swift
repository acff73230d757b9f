import CGtk
import ShapeShuffleCore

/// Draws a line of text centred on a point with Pango, so every script gets a real font
/// (Noto CJK for Japanese, Korean and Chinese).
@MainActor
enum TextPainter {
    private static let context: OpaquePointer = pango_font_map_create_context(pango_cairo_font_map_get_default())

    static func draw(_ text: String, in cairo: OpaquePointer, centreX: Double, centreY: Double,
                     pixelSize: Double, weight: PangoWeight = PANGO_WEIGHT_HEAVY, maxWidth: Double? = nil,
                     wraps: Bool = false, shrinksToFit: Bool = false, centredOn centre: Centre = .ink) {
        guard let layout = layout(text, in: cairo, pixelSize: pixelSize, weight: weight, maxWidth: maxWidth, wraps: wraps,
                                  shrinksToFit: shrinksToFit)
        else { return }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        show(layout, in: cairo, centreX: centreX, centreY: centreY, on: centre)
    }

    /// What is put on the point: the ink, so a digit sits in the middle of a shape; or the line,
    /// so words side by side ("Colour", "Shape") share one baseline whatever their letters.
    enum Centre {
        case ink
        case line
    }

    /// Draws `text` in `box`, wrapped to its width, at `pixelSize` or as much smaller as it takes
    /// for every line to fit the box's height: a long word in a small box shrinks rather than
    /// spilling out of it.
    static func draw(_ text: String, in cairo: OpaquePointer, fitting box: Rect, pixelSize: Double,
                     weight: PangoWeight = PANGO_WEIGHT_BOLD) {
        var size = pixelSize
        while true {
            guard let layout = layout(text, in: cairo, pixelSize: size, weight: weight, maxWidth: box.width, wraps: true,
                                      wrap: PANGO_WRAP_WORD)
            else { return }
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            var ink = PangoRectangle(), logical = PangoRectangle()
            pango_layout_get_pixel_extents(layout, &ink, &logical)
            let fits = Double(logical.height) <= box.height && Double(ink.width) <= box.width
            if fits || size <= minimumFittedSize {
                show(layout, in: cairo, centreX: box.midX, centreY: box.midY)
                return
            }
            size = max(minimumFittedSize, size * 0.85)
        }
    }

    /// Text shrunk to fit stays this big: smaller is not worth showing.
    private static let minimumFittedSize = 9.0

    private static func layout(_ text: String, in cairo: OpaquePointer, pixelSize: Double, weight: PangoWeight,
                               maxWidth: Double?, wraps: Bool, wrap: PangoWrapMode = PANGO_WRAP_WORD_CHAR,
                               shrinksToFit: Bool = false) -> OpaquePointer? {
        // One context for all painted text: a context made per call (pango_cairo_create_layout)
        // had fontconfig look the font up again every time, the larger part of painting a card.
        pango_cairo_update_context(cairo, context)
        guard let layout = pango_layout_new(context) else { return nil }
        let font = pango_font_description_new()
        defer { pango_font_description_free(font) }
        pango_font_description_set_family(font, "Noto Sans, Noto Sans CJK JP, sans-serif")
        pango_font_description_set_weight(font, weight)
        pango_font_description_set_absolute_size(font, pixelSize * Double(PANGO_SCALE))
        pango_layout_set_font_description(layout, font)
        pango_layout_set_text(layout, text, -1)
        // A word longer than the room (Vietnamese in a narrow slot) is drawn smaller, whole, rather
        // than cut short.
        if shrinksToFit, let maxWidth, maxWidth > 0 {
            var ink = PangoRectangle(), logical = PangoRectangle()
            pango_layout_get_pixel_extents(layout, &ink, &logical)
            if Double(logical.width) > maxWidth {
                pango_font_description_set_absolute_size(font, pixelSize * maxWidth / Double(logical.width) * 0.95 * Double(PANGO_SCALE))
                pango_layout_set_font_description(layout, font)
            }
        }
        if let maxWidth {
            pango_layout_set_width(layout, Int32(maxWidth * Double(PANGO_SCALE)))
            if wraps {
                pango_layout_set_wrap(layout, wrap)
            } else {
                pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
            }
            pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        }
        return layout
    }

    private static func show(_ layout: OpaquePointer, in cairo: OpaquePointer, centreX: Double, centreY: Double,
                             on centre: Centre = .ink) {
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_pixel_extents(layout, &ink, &logical)
        let box = centre == .ink ? ink : logical
        let x = centreX - Double(box.x) - Double(box.width) / 2
        let y = centreY - Double(box.y) - Double(box.height) / 2
        cairo_move_to(cairo, x, y)
        pango_cairo_show_layout(cairo, layout)
    }
}
