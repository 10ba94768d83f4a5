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

Each fact a model needs is marked ``⟦like this⟧`` and ids are filled from the fixed seed below,
as ``_heldout_innocents_harness.py`` describes; a fact is damaged when it no longer appears in
the redacted output.

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_innocents_set7.py --dry-run  # builds, never redacts
    PYTHONPATH=src python benchmarks/heldout_innocents_set7.py --list     # every message, facts
    PYTHONPATH=src python benchmarks/heldout_innocents_set7.py [--verbose]
"""

from __future__ import annotations

import sys

from _heldout_innocents7_guard import APPS, NETSEC
from _heldout_innocents7_move import SCHOLAR, VEHICLES
from _heldout_innocents7_trade import COMPLIANCE, RETAIL
from _heldout_innocents_harness import Message, corpus, main

SEED = 7_2026_12_03_2


def messages() -> list[Message]:
    return corpus(
        SEED,
        (
            ("compliance", COMPLIANCE),
            ("retail", RETAIL),
            ("vehicles", VEHICLES),
            ("scholar", SCHOLAR),
            ("netsec", NETSEC),
            ("apps", APPS),
        ),
    )


if __name__ == "__main__":
    # Set 7 did not name domains when measuring.
    sys.exit(main("set 7", __doc__ or "", messages(), by_domain=False))
