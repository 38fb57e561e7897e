/*===- Cleave.h - Cleave's C API: compiler and runtime --------------------===*
 *
 * Link libCleaveCAPI (the compiler, Compiler.h) and libCleaveRuntime (the
 * runtime, Runtime.h); a program that only runs artifacts needs the runtime
 * alone.
 *
 *===---------------------------------------------------------------------===*/

#ifndef CLEAVE_C_CLEAVE_H
#define CLEAVE_C_CLEAVE_H

#include "cleave-c/Compiler.h"
#include "cleave-c/Runtime.h"

#endif /* CLEAVE_C_CLEAVE_H */
