import Assistant
import Formats
import Foundation

/// Drawing the full screen: the panes, the status line and the input line.
extension FullScreen {
    func draw() {
        let rows = screen.rows
        let cols = screen.cols
        screen.erase()
        let mainHeight = rows - 2
        let sideVisible = cols >= 80 && rows >= 16
        // The panes share the width in proportion: two fifths to the side, however wide.
        let sideWidth = sideVisible ? cols * 2 / 5 : 0
        let talkWidth = cols - (sideVisible ? sideWidth + 1 : 0)
        screen.horizontalLine(0, 0, width: talkWidth, title: "Conversation")
        talk.draw(
            on: screen, top: 1, left: 0, height: mainHeight - 1, width: talkWidth,
            selected: selectedOption.map { (promptCount, $0) })
        if sideVisible {
            let left = talkWidth + 1
            screen.verticalLine(talkWidth, from: 0, to: mainHeight - 1)
            // The inspector takes the rows it needs, from three fifths up to all but five rows
            // of the timeline; what still does not fit is folded (Inspector.fitted).
            let wanted = Inspector.rows(inspector.lines(width: sideWidth), width: sideWidth).count + 1
            let inspectorHeight = max(4, min(max(wanted, (mainHeight * 3) / 5), mainHeight - 6))
            screen.horizontalLine(0, left, width: sideWidth, title: "Inspector")
            for (i, line) in inspector.fitted(rows: inspectorHeight - 1, width: sideWidth).enumerated() {
                screen.put(1 + i, left, line.0, width: sideWidth, style: line.1)
            }
            screen.horizontalLine(inspectorHeight, left, width: sideWidth, title: "Timeline")
            timeline.draw(
                on: screen, top: inspectorHeight + 1, left: left, height: mainHeight - inspectorHeight - 1,
                width: sideWidth, selected: nil)
        }
        drawStatus(rows - 1, cols)
        drawInput(rows - 2, cols)
        screen.refresh()
    }

    func drawStatus(_ y: Int, _ cols: Int) {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        let apps = conversation.siri.apps.map { TerminalSafe.visible($0.displayName) }
        let home = Paths.home
        let state =
            options.statePath.map { $0.hasPrefix(home + "/") ? "~" + $0.dropFirst(home.count) : $0 }.map(
                TerminalSafe.visible) ?? "in memory"
        var note = statusNote
        if let plain = note, !screen.unicode { note = plain.replacingOccurrences(of: "·", with: ",") }
        let text = StatusLine.text(
            apps: apps, clock: formatter.string(from: conversation.siri.clock.now) + " UTC", state: state,
            note: note, width: cols, unicode: screen.unicode)
        screen.fill(y, 0, width: cols, style: .status)
        screen.put(y, 0, text, width: cols, style: .status)
    }

    func drawInput(_ y: Int, _ cols: Int) {
        let typed = typedOverride
        let prompt = typed == nil ? ReadlineBridge.prompt : ""
        // While a turn is under way the conversation is not read: its task owns it.
        let asking = turnInFlight == nil && conversation.pendingPrompt != nil
        let marker = asking ? "? " : (screen.unicode ? "› " : "> ")
        let lead = prompt.isEmpty ? marker : TerminalSafe.visible(prompt)
        let leadWidth = screen.put(y, 0, lead, width: cols, style: asking ? .prompt : .user)
        // Keep the cursor in view on a long line.
        let available = max(1, cols - leadWidth - 1)
        let line = typed ?? ReadlineBridge.buffer
        let view = InputLineView(
            line: line, cursor: typed == nil ? ReadlineBridge.cursor : line.count, width: available,
            columns: Screen.width(of:))
        screen.put(y, leadWidth, view.visible, width: available)
        screen.move(y, min(cols - 1, leadWidth + view.cursorColumn))
    }
}
