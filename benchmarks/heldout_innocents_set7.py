"""An eighth innocent corpus (set 7), blind: written before any redaction was run on it.

Written on 2026-12-03 (21:55-22:05 UTC) for issue 24 without reading ``src/toolretry/redact/``,
``tests/redact/``, ``docs/redaction*`` or ``benchmarks/results/`` and without running any
redaction on these messages; set 6's innocents script was read only to keep to its format, and
the innocent corpora of sets 3-6 were grepped so that none of their domains is repeated.
Real-looking error text from six new domains: e-invoicing, tax and signature infrastructure
(Peppol, XRechnung, ZUGFeRD, NF-e/SEFAZ, CFDI, ZATCA, KSeF, SDI, GST, HMRC MTD, OCSP, CRLs,
Certificate Transparency, XAdES/PAdES, RFC 3161, eIDAS/PSD2, SAF-T, customs, US tax filings,
SOC 2 and PCI evidence); retail (EMV, PIN pads, DUKPT/P2PE, POS, GS1, EDI, loyalty, receipt
printers, self-checkout, kiosks, hotel PMS and key encoders, vending, shelf labels, RFID,
marketplaces, gift cards); vehicles and transport (OBD-II, CAN, J1939, AUTOSAR, UDS, DoIP, OTA,
ARINC 429, ADS-B, ACARS, NOTAM, METAR, EFB, GTFS, rail interlocking, ETCS, AIS, ECDIS, ELD,
OCPP, ISO 15118, OCPI, BMS, PX4, Remote ID); research and publishing (Crossref, DataCite,
ORCID, ISBN, MARC, OAI-PMH, Z39.50, BibTeX, LaTeX, biber, Overleaf, arXiv, Zotero, DSpace, OJS,
PubMed, Unpaywall, Semantic Scholar, Figshare, Zenodo, CSL, ScholarOne, Grants.gov, IRB);
network and security tooling (BGP, RPKI, OSPF, Junos, EOS, NX-OS, 5G core, SIM/eSIM, Trivy,
Grype, CycloneDX, SPDX, cosign, Rekor, in-toto, TUF, SELinux, AppArmor, ClamAV, YARA,
Suricata, Snort, osquery, Falco, Wazuh, Gatekeeper, Kyverno, Semgrep, HIBP, WebAuthn,
passkeys, SSSD, FreeIPA, DNSSEC, MTA-STS); mobile and business apps (logcat, Crashlytics, iOS
crash logs, Keychain, TestFlight, App Store Connect, Play Console, provisioning profiles,
Xcode, EAS, Excel, LibreOffice, pandoc, Google Sheets, Salesforce, Workday, ServiceNow, Jira
Service Management, Solr, Meilisearch, OpenSearch Dashboards, LLM agent tool calls, LangChain,
LlamaIndex, MCP, Hugging Face). They hold no secret, though most hold credential words next to
values a model needs: rule, class, file, field and symbol names (``Password_Reset_Required__c``,
``R.id.password_input``, ``generic-api-key``, ``DB_PASSWORD`` as a name), "password: set",
"Ki: loaded" and "API key: valid" flags, public key ids, fingerprints, digests, signatures'
hashes, KSNs and seeds that are not keys, ids, UUIDs, access keys, DOIs, ICCIDs and counts.

Each fact a model needs is marked ``⟦like this⟧`` and must survive redaction; ids marked
``«h40»`` (hex), ``«H16»`` (upper hex), ``«d12»`` (digits), ``«l5»`` (lower alnum), ``«U12»``
(upper alnum), ``«A24»`` (alnum), ``«b64_43»`` (base64) and ``«uuid»`` are filled from a fixed
seed, so they look generated (the hard case for a detector of generated-looking values) and
every run is the same. A fact is damaged when it no longer appears in the redacted output.

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_innocents_set7.py --dry-run  # builds, never redacts
    PYTHONPATH=src python benchmarks/heldout_innocents_set7.py --list     # every message, facts
    PYTHONPATH=src python benchmarks/heldout_innocents_set7.py [--verbose]
"""

from __future__ import annotations

import argparse
import random
import re
import string
import sys
from collections import Counter
from collections.abc import Callable

from _heldout_innocents7_guard import APPS, NETSEC
from _heldout_innocents7_move import SCHOLAR, VEHICLES
from _heldout_innocents7_trade import COMPLIANCE, RETAIL

_FACT = re.compile("\u27e6(.*?)\u27e7")
_SLOT = re.compile(r"«(uuid|b64_\d+|[hHdlUA]\d+)»")
R = random.Random(7_2026_12_03_2)
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
        ("compliance", COMPLIANCE),
        ("retail", RETAIL),
        ("vehicles", VEHICLES),
        ("scholar", SCHOLAR),
        ("netsec", NETSEC),
        ("apps", APPS),
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
        print(f"set 7 innocents: {len(messages)} messages, {facts} facts (nothing redacted)")
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
        f"set 7 innocents: {len(messages)} messages, {damaged} lose a needed fact "
        f"({damaged / len(messages):.1%})"
    )


if __name__ == "__main__":
    sys.exit(main())
