"""Innocent corpus 7, transport and scholarship: vehicles, aviation, rail, maritime and EV
charging (OBD-II, CAN, J1939, AUTOSAR, UDS, ARINC 429, ADS-B, ACARS, NOTAM, METAR, GTFS, AIS,
OCPP, ISO 15118), and research and publishing infrastructure (DOI/Crossref, DataCite, ORCID,
ISBN, MARC, OAI-PMH, Z39.50, BibTeX, LaTeX, Overleaf, arXiv, Zotero, DSpace, OJS, PubMed,
Unpaywall) — domains innocent sets 3-6 did not quote.

Written on 2026-12-03 (21:55-22:05 UTC), blind. One message a line; ``⟦…⟧`` marks a fact
that must survive; ``«h40»``-style slots are filled with seeded random ids (see
``heldout_innocents_set7.py``).
"""

from __future__ import annotations

__all__ = ["SCHOLAR", "VEHICLES"]

VEHICLES = r"""
OBD-II: DTC ⟦P0420⟧ Catalyst System Efficiency Below Threshold (Bank 1), freeze frame ⟦#2⟧, VIN ⟦1HGCM82633A«d6»⟧
OBD-II: mode ⟦$09⟧ PID ⟦$02⟧ returned ⟦NO DATA⟧ (adapter ⟦ELM327 v1.5⟧, protocol ⟦ISO 15765-4 CAN 11/500⟧)
CAN: bus-off on ⟦can0⟧ after ⟦128⟧ TX errors (bitrate ⟦500000⟧, frame ID ⟦0x18FEF100⟧)
J1939: DM1 active fault SPN ⟦110⟧ FMI ⟦0⟧ (engine coolant temperature high) from source address ⟦0x00⟧, occurrence ⟦3⟧
AUTOSAR: Dem event ⟦DEM_EVENT_BRAKE_PRESSURE_LOW⟧ (ID ⟦0x2A⟧) qualified FAILED in ECU ⟦ESC_Master⟧ (SW ⟦4.2.1⟧)
UDS: negative response ⟦0x7F 0x27 0x35⟧ invalidKey for SecurityAccess level ⟦0x01⟧ (ECU ⟦0x7E0⟧, attempts ⟦2⟧ of ⟦3⟧, delay timer ⟦10 s⟧)
UDS: RequestDownload rejected ⟦0x70⟧ uploadDownloadNotAccepted (memory address ⟦0x08020000⟧, size ⟦0x3C000⟧, flash driver ⟦FD_v7⟧)
UDS: seed ⟦0x«H8»⟧ received for level ⟦0x11⟧; key computation DLL ⟦SeedKey_BCM.dll⟧ not found
DoIP: routing activation denied ⟦0x06⟧ (unsupported activation type) from tester ⟦0x0E80⟧ to entity ⟦0x1010⟧ (VIN ⟦WVWZZZ1KZ«U8»⟧)
OTA: campaign ⟦«uuid»⟧ package ⟦bcm_fw_4.8.2.swu⟧ signature check failed (signer ⟦OEM-OTA-2026⟧, sha256 ⟦«h64»⟧)
ARINC 429: label ⟦203⟧ SSM ⟦11⟧ (failure warning) on bus ⟦ADC-1⟧, parity errors ⟦14⟧ in ⟦60 s⟧
ADS-B: aircraft ⟦«H6»⟧ (callsign ⟦DLH4AB⟧) NACp ⟦5⟧ below the required ⟦8⟧; squawk ⟦7000⟧
ACARS: message ⟦«U4»⟧ from ⟦.N«d3»AC⟧ label ⟦H1⟧ rejected by the CMU (flight ⟦UA«d4»⟧)
NOTAM: ⟦A«d4»/26⟧ RWY ⟦09L/27R⟧ CLSD (aerodrome ⟦EGLL⟧, valid ⟦2612030600⟧-⟦2612031800⟧)
METAR: ⟦KSFO 032156Z 28012KT 10SM FEW008 14/09 A3002⟧ failed to parse: unknown group ⟦RMK AO2 SLP165 T01440089⟧
EFB: performance calculation rejected: takeoff weight ⟦78,400 kg⟧ exceeds RTOW ⟦77,100 kg⟧ (runway ⟦28L⟧, flaps ⟦5⟧)
flight ops: crew ⟦«d6»⟧ exceeds FDP limit ⟦13:00⟧ by ⟦0:42⟧ (pairing ⟦P«d4»⟧, base ⟦FRA⟧)
GTFS: validator error ⟦stop_too_far_from_shape⟧ stop ⟦«d5»⟧ on trip ⟦«d8»_WKDY⟧ (route ⟦42⟧, distance ⟦312 m⟧)
GTFS-Realtime: TripUpdate for trip ⟦«d8»⟧ references unknown stop_id ⟦«d5»⟧ (feed timestamp ⟦17647«d5»⟧)
rail: interlocking ⟦IXL-04⟧ route ⟦R12⟧ not set: track circuit ⟦TC-117⟧ occupied (signal ⟦S12⟧ at ⟦danger⟧)
ETCS: RBC ⟦3⟧ rejected MA request from train ⟦ETCS-ID «d7»⟧: ⟦NID_C 1023⟧ unknown
maritime: AIS position report from MMSI ⟦«d9»⟧ has invalid latitude ⟦91.0⟧ (message type ⟦1⟧, channel ⟦B⟧)
maritime: ECDIS chart cell ⟦GB50«d4»⟧ edition ⟦12⟧ update ⟦4⟧ signature invalid (data server ⟦UKHO⟧, SA certificate: ⟦present⟧)
fleet: vehicle ⟦TRK-«d4»⟧ ELD malfunction ⟦P⟧ (power compliance) — ⟦32⟧ minutes unaccounted (driver ⟦«d6»⟧)
telematics: geofence ⟦depot-north⟧ exit without trip for asset ⟦«U10»⟧ at ⟦52.5200,13.4050⟧
OCPP: charge point ⟦CP-«d5»⟧ StartTransaction rejected: idTagInfo status ⟦Invalid⟧ (connector ⟦2⟧, meterStart ⟦«d6»⟧ Wh)
OCPP: BootNotification ⟦Rejected⟧ heartbeat interval ⟦300⟧ (vendor ⟦ABB⟧, model ⟦Terra AC W22⟧, firmware ⟦1.8.21⟧, security profile ⟦2⟧)
ISO 15118: contract certificate for EMAID ⟦DE8ACC«U9»⟧ expired; Plug & Charge unavailable (V2G root ⟦Hubject Root CA⟧)
OCPI: session ⟦«uuid»⟧ CDR rejected: ⟦total_energy 0.000 kWh⟧ (party ⟦DE*ACM⟧, location ⟦LOC«d5»⟧)
EV battery: BMS fault ⟦cell 37 over-temperature 61 °C⟧ (pack ⟦«U12»⟧, SoC ⟦78%⟧, contactor ⟦open⟧)
drone: PX4 preflight fail ⟦Compass sensor 0 inconsistent⟧ (vehicle ⟦«d4»⟧, airframe ⟦4001⟧, firmware ⟦v1.15.2⟧)
drone: Remote ID broadcast module ⟦«U20»⟧ not transmitting; serial ⟦1581F«U10»⟧ (FAA registration ⟦FA3«U7»⟧)
"""

SCHOLAR = r"""
Crossref: deposit ⟦«d10»⟧ failed: DOI ⟦10.5555/acme.2026.«d5»⟧ already assigned to another title (batch ⟦acme-«d8»⟧)
Crossref: ⟦<doi_batch_id>⟧ duplicate: ⟦«h32»⟧ (submission ⟦«d10»⟧, status ⟦failure⟧)
DataCite: 422 ⟦This DOI has already been taken⟧ for ⟦10.1234/zenodo.«d7»⟧ (client ⟦CERN.ZENODO⟧)
ORCID: record ⟦0000-0002-1825-0097⟧ is locked; work put-code ⟦«d8»⟧ not updated (member API ⟦3.0⟧)
ORCID: invalid checksum in iD ⟦0000-0001-5109-3701⟧ (expected ⟦X⟧)
ISBN: ⟦978-3-16-148410-0⟧ check digit valid but prefix ⟦979-13⟧ is unassigned (ONIX record ⟦«d8»⟧)
MARC: field ⟦245⟧ indicator 2 ⟦4⟧ exceeds title length in record ⟦ocm«d8»⟧ (leader ⟦«d5»nam a22«d5» a 4500⟧)
OAI-PMH: ⟦badResumptionToken⟧ The value of the resumptionToken argument is invalid or expired (set ⟦hdl_1721.1_«d5»⟧, cursor ⟦200⟧)
Z39.50: diagnostic ⟦109⟧ database unavailable: ⟦LCDB_MARC8⟧ (host ⟦lx2.loc.gov:210⟧)
BibTeX: Warning--empty journal in ⟦smith2026tokens⟧ (entry type ⟦@article⟧, file ⟦refs.bib⟧ line ⟦412⟧)
BibTeX: I was expecting a `,' or a `}'---line ⟦88⟧ of file ⟦secrets-survey.bib⟧ (entry ⟦doe2025passwordless⟧)
LaTeX: ! Undefined control sequence. l.⟦214⟧ \⟦passwordhash⟧{sha256} (file ⟦chapters/auth.tex⟧)
LaTeX: Package hyperref Warning: Token not allowed in a PDF string (⟦PDFDocEncoding⟧): removing `⟦\keyword⟧' on input line ⟦57⟧
LaTeX: Overfull \hbox (⟦14.2pt⟧ too wide) in paragraph at lines ⟦88⟧--⟦91⟧ [] ⟦\texttt{api\_key\_rotation\_days}⟧
biber: ERROR - Cannot find '⟦secret-sharing.bib⟧'! (control file ⟦thesis.bcf⟧, version ⟦2.19⟧)
Overleaf: compile timeout after ⟦240⟧ s (project ⟦«h24»⟧, compiler ⟦lualatex⟧, TeX Live ⟦2025⟧)
arXiv: submission ⟦submit/«d7»⟧ on hold: ⟦ancillary file anc/tokens.csv exceeds 10 MB⟧ (primary class ⟦cs.CR⟧)
arXiv: TeX processing failed for ⟦2612.«d5»v2⟧: ⟦File `ieeeconf.cls' not found⟧
Zotero: sync error ⟦ZOTERO_ERROR_SYNC_CONFLICT⟧ for item ⟦«U8»⟧ in library ⟦«d7»⟧ (API key: ⟦valid⟧, version ⟦«d5»⟧)
Zotero: translator ⟦«uuid»⟧ (⟦PubMed⟧) failed: no items returned for PMID ⟦«d8»⟧
DSpace: handle ⟦1721.1/«d6»⟧ bitstream ⟦«uuid»⟧ checksum mismatch: stored MD5 ⟦«h32»⟧
OJS: submission ⟦«d5»⟧ stuck in stage ⟦externalReview⟧; reviewer ⟦«d4»⟧ token link ⟦expired⟧ (journal ⟦jcs⟧)
PubMed: E-utilities error ⟦API rate limit exceeded⟧ (⟦10⟧ requests/s with api_key: ⟦set⟧, tool ⟦acme-lit⟧, email: ⟦present⟧)
PubMed: PMID ⟦«d8»⟧ has no PMCID; full text ⟦unavailable⟧
Unpaywall: DOI ⟦10.1016/j.cose.2026.«d6»⟧ not found (email parameter: ⟦provided⟧)
Semantic Scholar: 429 for paper ⟦«h40»⟧ (x-api-key header: ⟦present⟧, limit ⟦1 RPS⟧)
Figshare: article ⟦«d8»⟧ version ⟦3⟧ embargo until ⟦2027-01-01⟧; file ⟦passwords_dataset_README.txt⟧ hidden
Zenodo: upload of ⟦tokens-benchmark-v2.tar.zst⟧ failed: quota ⟦50 GB⟧ exceeded (deposition ⟦«d7»⟧)
citation: CSL style ⟦apa-7th-edition⟧ missing term ⟦retrieved⟧ for locale ⟦de-AT⟧
peer review: ScholarOne manuscript ⟦ACME-2026-«d4».R1⟧ reviewer invitation bounced (reviewer ID ⟦«d6»⟧)
grants: Grants.gov submission ⟦GRANT«d8»⟧ rejected: ⟦SF424_4_0-V4.0⟧ field ⟦UEI⟧ invalid (⟦«U12»⟧)
IRB: protocol ⟦IRB-2026-«d4»⟧ amendment ⟦3⟧ requires re-consent for ⟦41⟧ participants (data key held by: ⟦PI only⟧)
"""
