import CCurses

/// The screen's colours. `contrast` is for projectors, where dim text and dark-blue frames
/// wash out: no dim attribute, bold text, white frames, a black-on-white status line.
/// NO_COLOR (or TERM=dumb) still turns colour off, whichever theme is chosen.
public enum Theme: String, Sendable, CaseIterable {
    case standard, contrast

    /// The colour pairs, (style, foreground, background); -1 is the terminal's own.
    var pairs: [(Style, Int16, Int16)] {
        switch self {
        case .standard:
            [
                (.user, sirisim_color_green(), -1), (.siri, sirisim_color_cyan(), -1),
                (.prompt, sirisim_color_yellow(), -1),
                (.output, -1, -1), (.fault, sirisim_color_red(), -1), (.frame, sirisim_color_blue(), -1),
                (.status, sirisim_color_black(), sirisim_color_cyan()),
                (.selected, sirisim_color_black(), sirisim_color_yellow()),
                (.dim, -1, -1), (.title, sirisim_color_magenta(), -1),
            ]
        case .contrast:
            [
                (.user, sirisim_color_green(), -1), (.siri, sirisim_color_cyan(), -1),
                (.prompt, sirisim_color_yellow(), -1),
                (.output, -1, -1), (.fault, sirisim_color_red(), -1), (.frame, sirisim_color_white(), -1),
                (.status, sirisim_color_black(), sirisim_color_white()),
                (.selected, sirisim_color_black(), sirisim_color_yellow()),
                (.dim, -1, -1), (.title, sirisim_color_yellow(), -1),
            ]
        }
    }

    /// Whether the dim attribute is used (never on a projector).
    var dims: Bool { self == .standard }

    /// Whether every coloured style is drawn bold.
    var bold: Bool { self == .contrast }
}
