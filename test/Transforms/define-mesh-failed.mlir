// Bad mesh requests end with a message naming the cause.
// RUN: not cleave-opt %s --cleave-define-mesh="cluster=h200-node shape=4x4" 2>&1 | FileCheck %s --check-prefix=TOOBIG
// RUN: not cleave-opt %s --cleave-define-mesh="cluster=tpu shape=4" 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: not cleave-opt %s --cleave-define-mesh="shape=4y" 2>&1 | FileCheck %s --check-prefix=SHAPE
// RUN: not cleave-opt %s --cleave-define-mesh="shape=4 axes=a,b" 2>&1 | FileCheck %s --check-prefix=NAMES
// RUN: not cleave-opt %s --cleave-define-mesh="shape=2x2 axes=a,a" 2>&1 | FileCheck %s --check-prefix=DUP
// RUN: not cleave-opt %s --cleave-define-mesh="shape=8 name=existing" 2>&1 | FileCheck %s --check-prefix=CLASH
// RUN: not cleave-opt %s --cleave-define-mesh="shape=4 cluster=%S/Inputs/bad-bandwidth.json" 2>&1 | FileCheck %s --check-prefix=BADJSON
// RUN: not cleave-opt %s --cleave-define-mesh="shape=4 cluster=%S/Inputs/truncated.json" 2>&1 | FileCheck %s --check-prefix=TRUNC
// RUN: not cleave-opt %s --cleave-define-mesh="shape=4 cluster=%S/Inputs/missing.json" 2>&1 | FileCheck %s --check-prefix=MISSING

// TOOBIG: error: 'cleave.mesh' op a mesh of 16 devices does not fit cluster 'h200-node', which has 8
// UNKNOWN: error: unknown cluster 'tpu': expected a preset (cpu, h200-node, h200-pod) or a .json file
// SHAPE: error: cleave-define-mesh: invalid mesh shape '4y': expected positive sizes separated by 'x', such as 8 or 2x4
// NAMES: error: cleave-define-mesh: 2 axis names for a mesh of 1 axis
// DUP: error: cleave-define-mesh: mesh axis 'a' is declared twice
// CLASH: error: 'cleave.mesh' op already declares @existing with another shape or axis names than requested
// BADJSON: bad-bandwidth.json: expected a positive number at cluster.levels[0].bandwidth_bytes_per_s
// TRUNC: truncated.json: invalid JSON
// MISSING: error: cannot read cluster file '{{.*}}missing.json'

cleave.mesh @existing(x = 4)
