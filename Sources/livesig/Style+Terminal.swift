import ArgumentParser
import ValidationReports

extension Style {
    /// `auto` honours NO_COLOR (https://no-color.org) and an output that is not a terminal.
    init(_ choice: Choice, terminal: Terminal) {
        switch choice {
        case .always: self.init(enabled: true)
        case .never: self.init(enabled: false)
        case .auto: self.init(enabled: terminal.isTerminal && (getEnvironment("NO_COLOR").map(\.isEmpty) ?? true))
        }
    }
}

extension Style.Choice: ExpressibleByArgument {}
