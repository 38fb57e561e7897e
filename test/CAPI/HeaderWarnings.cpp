// The public C++ header compiles with an embedder's strict warnings
// (-Wshadow: a lambda's `slot` shadowed the member, sweep 26); a build
// failure here is the test.
#include "cleave-c/Cleave.hpp"
