import Assistant
import Formats
import Foundation

/// `@location 37.33,-122.03 work`: where the device is, from here on.
public struct LocationDirective: Directive {
    public static let name = "location"
    public static let placement = DirectivePlacement.anywhere
    public static let needsArgument = true
    public var place: DeviceLocation

    public init(place: DeviceLocation) { self.place = place }

    public init(_ argument: DirectiveArgument) throws(FormatError) {
        guard let place = DeviceLocation.parse(argument.text) else {
            throw argument.problem("write LATITUDE,LONGITUDE and/or home, work, school or gym")
        }
        self.place = place
    }

    public var argument: String {
        var words: [String] = []
        if let latitude = place.latitude, let longitude = place.longitude {
            words.append("\(latitude),\(longitude)")
        }
        if let routine = place.place { words.append(routine.rawValue) }
        return words.joined(separator: " ")
    }

    /// Acts in the conversation only.
    public func apply(to setup: inout ReplaySetup, in context: DirectiveContext) {}

    public func perform(on conversation: Conversation, in context: DirectiveContext) -> DirectiveEffect {
        conversation.siri.setLocation(place)
        return .location(place)
    }
}
