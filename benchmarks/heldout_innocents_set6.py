"""A seventh innocent corpus (set 6), blind: written before any redaction was run on it.

Written on 2026-12-03 (21:04-21:20 UTC) for issue 24 without reading ``src/toolretry/redact/``,
``tests/redact/``, ``docs/redaction*`` or ``benchmarks/results/`` and without running any
redaction on these messages; set 5's innocents script was read only to keep to its format.
Real-looking error text from domains innocents sets 3-5 did not cover: scientific computing
(NumPy, SciPy, pandas, xarray, HDF5, Dask, MPI, Slurm/PBS/LSF, CUDA/NCCL, PyTorch, JAX,
TensorFlow, Stan, Julia, MATLAB, GROMACS, LAMMPS, VASP, Gaussian, OpenFOAM, samtools, GATK,
Nextflow, Snakemake, astropy, ROOT, Geant4, lab instruments over VISA); games and engines
(Unity, Unreal, Godot, Steamworks, PlayFab, EOS, Photon, Minecraft, Roblox, Vulkan, DirectX);
embedded and IoT (ESP-IDF, Zephyr, FreeRTOS, STM32, OpenOCD, avrdude, PlatformIO, Arduino,
AWS IoT, Azure IoT Hub, Mosquitto, Home Assistant, Zigbee, Modbus, OPC UA, LoRaWAN); media
(ffmpeg, GStreamer, HandBrake, ImageMagick, libvips, Pillow, SoX, Blender, HLS, Widevine);
GIS (GDAL, PostGIS, QGIS, Shapely, GeoPandas, Mapbox GL, OSRM, osm2pgsql, GeoServer);
finance and accounting (ledger, hledger, beancount, GnuCash, QuickBooks, Xero, SAP, Oracle
EBS, NetSuite, SEPA, SWIFT, ISO 20022, NACHA, FIX, OMS, Bloomberg, IBKR, QuantLib, payroll,
tax, Ethereum, Solana, Fabric); healthcare and insurance (HL7 v2, Mirth, FHIR, SMART, HAPI,
Epic, DICOM, Orthanc, X12, NCPDP, ASTM, ACORD); linkers and compilers (ld, lld, gold, mold,
ld64, MSVC, GCC, Clang, nvcc, Zig, GHC, OCaml, Swift, Kotlin, javac, Scala, Go, rustc) and
build systems and CI (Bazel, Buck2, Meson, CMake, SCons, autoconf, make, ninja, ccache,
sccache, Jenkins, Buildkite, TeamCity, Azure Pipelines, Drone, Tekton, GitHub Actions, GitLab
CI, CircleCI, pre-commit); package managers (Nix, Guix, Homebrew, apt, dpkg, dnf, rpm,
pacman, apk, Chocolatey, winget, Scoop, vcpkg, Conan, opam, cabal, CPAN, CRAN, LuaRocks, Julia
Pkg, pub, SwiftPM, Carthage, Maven, Gradle); localisation (gettext, ICU, Fluent, i18next,
FormatJS, Qt Linguist, Android and Xcode strings, Crowdin, Weblate, CLDR); printing,
telephony, logistics, learning platforms and travel. They hold no secret, though most hold
credential words next to values a model needs: symbol, file, key and variable names
(``g_password_policy``, ``secret_sharing.c``, ``$NEXUS_PASSWORD``), "password: set" and
"password field: present" flags, token counts and limits, hashes, digests, key ids, ids,
UUIDs, IBANs, addresses, transaction hashes, DICOM UIDs and storage keys.

Each fact a model needs is marked ``⟦like this⟧`` and ids are filled from the fixed seed below,
as ``_heldout_innocents_harness.py`` describes; a fact is damaged when it no longer appears in
the redacted output.

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_innocents_set6.py --dry-run  # builds, never redacts
    PYTHONPATH=src python benchmarks/heldout_innocents_set6.py --list     # every message, facts
    PYTHONPATH=src python benchmarks/heldout_innocents_set6.py [--verbose]
"""

from __future__ import annotations

import sys

from _heldout_innocents6_build import BUILD
from _heldout_innocents6_devices import DEVICES
from _heldout_innocents6_ledger import LEDGER
from _heldout_innocents6_science import SCIENCE
from _heldout_innocents6_world import WORLD
from _heldout_innocents_harness import Message, corpus, main

SEED = 6_2026_12_03_2


def messages() -> list[Message]:
    return corpus(
        SEED,
        (
            ("science", SCIENCE),
            ("devices", DEVICES),
            ("ledger", LEDGER),
            ("build", BUILD),
            ("world", WORLD),
        ),
    )


if __name__ == "__main__":
    # Set 6 did not name domains when measuring.
    sys.exit(main("set 6", __doc__ or "", messages(), by_domain=False))
