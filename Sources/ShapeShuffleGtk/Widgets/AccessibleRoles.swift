import CGtk
import ShapeShuffleCore

extension AccessibleRoleKind {
    /// The GTK role for each kind of element the core describes.
    var gtkRole: GtkAccessibleRole {
        switch self {
        case .button: GTK_ACCESSIBLE_ROLE_BUTTON
        case .image: GTK_ACCESSIBLE_ROLE_IMG
        case .label: GTK_ACCESSIBLE_ROLE_LABEL
        case .group: GTK_ACCESSIBLE_ROLE_GROUP
        case .dialog: GTK_ACCESSIBLE_ROLE_DIALOG
        case .searchEntry: GTK_ACCESSIBLE_ROLE_SEARCH_BOX
        case .menuItem: GTK_ACCESSIBLE_ROLE_MENU_ITEM
        }
    }
}
