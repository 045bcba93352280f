// FuzzTargets is every target's body, for the tests that replay Corpus/ and the property tests:
// the parser's and the solver's live in modules of their own (so their fuzz binaries link, and
// instrument, only what they exercise), re-exported here.
@_exported import FuzzSupport
@_exported import ParserFuzzing
@_exported import SolverFuzzing
