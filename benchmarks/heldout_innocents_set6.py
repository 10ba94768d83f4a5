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

Each fact a model needs is marked ``⟦like this⟧`` and must survive redaction; ids marked
``«h40»`` (hex), ``«H16»`` (upper hex), ``«d12»`` (digits), ``«l5»`` (lower alnum), ``«U12»``
(upper alnum), ``«A24»`` (alnum), ``«b64_43»`` (base64) and ``«uuid»`` are filled from a fixed
seed, so they look generated (the hard case for a detector of generated-looking values) and
every run is the same. A fact is damaged when it no longer appears in the redacted output.

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_innocents_set6.py --dry-run  # builds, never redacts
    PYTHONPATH=src python benchmarks/heldout_innocents_set6.py --list     # every message, facts
    PYTHONPATH=src python benchmarks/heldout_innocents_set6.py [--verbose]
"""

from __future__ import annotations

import argparse
import random
import re
import string
import sys
from collections import Counter
from collections.abc import Callable

from _heldout_innocents6_build import BUILD
from _heldout_innocents6_devices import DEVICES
from _heldout_innocents6_ledger import LEDGER
from _heldout_innocents6_science import SCIENCE
from _heldout_innocents6_world import WORLD

_FACT = re.compile("\u27e6(.*?)\u27e7")
_SLOT = re.compile(r"«(uuid|b64_\d+|[hHdlUA]\d+)»")
R = random.Random(6_2026_12_03_2)
_ALPHABETS = {
    "h": "0123456789abcdef",
    "H": "0123456789ABCDEF",
    "d": string.digits,
    "l": string.ascii_lowercase + string.digits,
    "U": string.ascii_uppercase + string.digits,
    "A": string.ascii_letters + string.digits,
}


def _gen(alphabet: str, n: int) -> str:
    return "".join(R.choice(alphabet) for _ in range(n))


def _fill(match: re.Match[str]) -> str:
    slot = match.group(1)
    if slot == "uuid":
        return "-".join(_gen(_ALPHABETS["h"], n) for n in (8, 4, 4, 4, 12))
    if slot.startswith("b64_"):
        return _gen(string.ascii_letters + string.digits + "+/", int(slot[4:]))
    first = "123456789" if slot[0] == "d" else _ALPHABETS[slot[0]]
    return R.choice(first) + _gen(_ALPHABETS[slot[0]], int(slot[1:]) - 1)


def corpus() -> list[tuple[str, str, tuple[str, ...]]]:
    """Each message's domain file, the message without its marks, and the facts it marks."""
    out = []
    domains = (
        ("science", SCIENCE),
        ("devices", DEVICES),
        ("ledger", LEDGER),
        ("build", BUILD),
        ("world", WORLD),
    )
    for domain, lines in domains:
        for line in lines.strip().splitlines():
            filled = _SLOT.sub(_fill, line)
            out.append((domain, _FACT.sub(r"\1", filled), tuple(_FACT.findall(filled))))
    return out


def _check(messages: list[tuple[str, str, tuple[str, ...]]]) -> None:
    """Every message marks a fact, holds each fact, has no slot or mark left, and appears once."""
    seen = set()
    for _, message, facts in messages:
        assert facts, message
        assert all(fact and fact in message for fact in facts), message
        assert not re.search("[«»\u27e6\u27e7]", message), message
        assert message not in seen, message
        seen.add(message)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--dry-run", action="store_true", help="build the corpus, redact nothing")
    mode.add_argument("--list", action="store_true", help="every message and its facts")
    parser.add_argument("--verbose", action="store_true", help="name each damaged message")
    args = parser.parse_args()
    messages = corpus()
    _check(messages)
    if args.dry_run or args.list:
        # Nothing below imports toolretry: the corpus is only built, checked and printed.
        facts = sum(len(f) for _, _, f in messages)
        domains = Counter(domain for domain, _, _ in messages)
        print(f"set 6 innocents: {len(messages)} messages, {facts} facts (nothing redacted)")
        print(", ".join(f"{domain} {n}" for domain, n in domains.items()))
        shown = messages if args.list else messages[:: max(1, len(messages) // 8)]
        for domain, message, marked in shown:
            print(f"- [{domain}] {message!r}\n    facts {list(marked)!r}")
        return
    from toolretry.redact import redact

    run: Callable[[str], str] = redact
    damaged = 0
    for _, message, facts in messages:
        out = run(message)
        lost = [fact for fact in facts if fact not in out]
        damaged += bool(lost)
        if lost and args.verbose:
            print(f"DAMAGED {message!r}\n  -> {out!r}\n  lost {lost}")
    print(
        f"set 6 innocents: {len(messages)} messages, {damaged} lose a needed fact "
        f"({damaged / len(messages):.1%})"
    )


if __name__ == "__main__":
    sys.exit(main())
