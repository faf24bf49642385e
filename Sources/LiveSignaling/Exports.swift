@_exported import SignalDiagnostics
