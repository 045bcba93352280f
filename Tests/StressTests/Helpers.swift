import Stress
import Workbench
import WorkbenchTestSupport

/// An interpreter with reproducible output that knows `:stress` (it shadows the support
/// module's, whose default knows only the workbench's own commands).
func makeInterpreter(mode: OutputMode = .diff) -> Interpreter {
    WorkbenchTestSupport.makeInterpreter(mode: mode, commands: .withStress)
}
