"""Innocent set 16: ids from domains earlier innocent sets did not draw on.

Travel documents and identity (MRZ lines, visa and permit numbers), elections and courts,
public transit (GTFS, smart cards), building access and automation (badges, BACnet),
energy storage and solar inverters, oil and gas wells, electronics (part numbers, PCB
reference designators, JTAG IDCODEs, FPGA bitstreams), broadcast and post-production (EIDR,
timecodes, EDLs), quantum computing jobs, particle physics runs, climate model ids,
neuroscience datasets, amateur radio, drones' Remote ID, car and bike sharing, gyms and
bookings, restaurants and food delivery, auctions, fashion SKUs, board and video game
stores' public ids, exams and admissions, timesheets and pensions. None holds a secret;
each marks what a model needs.
"""

from __future__ import annotations

__all__ = ["DOMAINS"]

DOMAINS = r"""
travel-doc: MRZ check digit mismatch on line 2: ⟦«U9»«d1»UTO«d7»F«d7»⟧ (⟦document number check failed⟧)
travel-doc: visa application ⟦«U3»«d9»⟧ ⟦pending biometrics appointment⟧ at ⟦VAC Chennai⟧
travel-doc: residence permit ⟦«U2»«d7»⟧ ⟦expires 2027-01-14⟧; ⟦renewal window opens in 14 days⟧
election: ballot style ⟦BS-«d4»⟧ ⟦not found for precinct 12-034⟧ (election ⟦«uuid»⟧)
election: tabulator ⟦«U4»-«d6»⟧ ⟦memory card hash mismatch⟧: expected ⟦«h64»⟧
court: e-filing envelope ⟦«d8»⟧ ⟦rejected: lead document not text-searchable⟧ (case ⟦2026-CV-«d5»⟧)
court: docket ⟦1:26-cv-«d5»⟧ ⟦PACER fee waiver expired⟧ (receipt ⟦«d10»⟧)
transit: GTFS-RT trip ⟦«d7»_«d5»⟧ ⟦not in static feed version «h16»⟧ (route ⟦M15⟧)
transit: smart card ⟦«d16»⟧ ⟦blocked: reported lost⟧; ⟦balance €12.40 transferable⟧
transit: fare media UID ⟦04:«H2»:«H2»:«H2»:«H2»:«H2»:80⟧ ⟦tap rejected: pass not yet valid⟧
access: badge ⟦«d10»⟧ ⟦denied at door B2-EAST: outside schedule⟧ (controller ⟦«H12»⟧)
access: visitor pass ⟦VP-«U8»⟧ ⟦expired at 18:00⟧ (host ⟦m.yilmaz⟧)
bacnet: device ⟦«d7»⟧ object ⟦analog-value,12⟧ ⟦write refused: property is read-only⟧
bacnet: ⟦COV subscription lost⟧ for ⟦AHU-3 supply temp⟧ (process id ⟦«d5»⟧)
solar: inverter ⟦SN «U16»⟧ ⟦grid fault F028: voltage out of range⟧ at ⟦2026-12-05 01:10⟧
battery: BMS pack ⟦«U10»⟧ ⟦cell 17 overvoltage 4.27 V⟧; ⟦charging suspended⟧
oilgas: well API ⟦42-«d3»-«d5»⟧ ⟦production report late⟧ (operator ⟦«d6»⟧)
oilgas: pipeline segment ⟦PL-«d4»-«U2»⟧ ⟦pressure drop 12 % in 5 min⟧; ⟦SCADA tag «l12»⟧
electronics: MPN ⟦«U3»«d4»«U2»-«d2»«U2»⟧ ⟦end of life; last-time buy 2027-03-31⟧
electronics: pick-and-place: ⟦feeder 14 empty⟧ for ⟦R«d3»⟧, ⟦C«d3»⟧ (board ⟦«U6»-rev C⟧)
electronics: JTAG ⟦IDCODE 0x«H8» does not match expected 0x«H8»⟧ on chain position ⟦2⟧
fpga: bitstream ⟦top_«h8».bit⟧ ⟦CRC error during configuration⟧ (device ⟦xc7a100t⟧)
broadcast: EIDR ⟦10.5240/«H4»-«H4»-«H4»-«H4»-«H4»-«U1»⟧ ⟦not registered for territory DE⟧
post: EDL event ⟦«d3»⟧ ⟦source timecode 01:02:03:12 out of range⟧ for reel ⟦A«d3»C«d3»⟧
post: proxy render ⟦«uuid»⟧ ⟦failed: codec ProRes 4444 XQ unsupported⟧
quantum: job ⟦«h24»⟧ ⟦cancelled: circuit depth 1187 exceeds backend limit⟧ (backend ⟦ibm_torino⟧)
physics: run ⟦«d6»⟧ lumi section ⟦«d3»⟧ ⟦marked bad by DQM⟧ (dataset ⟦/ZeroBias/Run2026C/RAW⟧)
climate: CMIP6 ⟦tas_Amon_«U6»-ESM_ssp585_r1i1p1f1_gn⟧ ⟦missing years 2061-2070⟧ (handle ⟦hdl:21.14100/«uuid»⟧)
neuro: NWB file ⟦sub-«d3»_ses-«d2»_ecephys.nwb⟧ ⟦has no ElectricalSeries⟧ (DANDI ⟦«d6»⟧)
radio: callsign ⟦«U2»«d1»«U3»⟧ grid ⟦JO62qm⟧ ⟦log rejected: QSO outside contest period⟧
drone: Remote ID ⟦«U4»«d12»⟧ ⟦broadcast not detected before takeoff⟧ (flight ⟦«uuid»⟧)
carshare: vehicle ⟦«U2»-«U2» «d4»⟧ ⟦doors did not unlock: telematics unit offline⟧ (booking ⟦«d9»⟧)
bikeshare: dock ⟦«d4»⟧ ⟦bike «d6» not latched⟧; ⟦trip still running⟧
gym: class booking ⟦«d8»⟧ ⟦waitlisted (position 3)⟧ for ⟦Spin 07:00⟧
restaurant: KDS ticket ⟦#«d4»⟧ ⟦bumped without fire⟧ (table ⟦12⟧, check ⟦«d6»⟧)
delivery: order ⟦«U3»-«d7»⟧ ⟦courier unassigned after 15 min⟧ (zone ⟦BER-04⟧)
auction: lot ⟦«d4»⟧ ⟦reserve not met⟧ (sale ⟦«U2»«d5»⟧, highest bid ⟦€4,200⟧)
fashion: SKU ⟦«U3»-«d5»-«U2»-38⟧ ⟦size run incomplete⟧; ⟦PO «d8» short 14 units⟧
games-store: Steam app ⟦«d7»⟧ depot ⟦«d7»⟧ manifest ⟦«d19»⟧ ⟦failed to download: disk write error⟧
games-store: Epic offer ⟦«h32»⟧ ⟦not available in your region⟧ (namespace ⟦«h32»⟧)
exams: candidate ⟦«d4»-«d5»⟧ ⟦absent for paper 2⟧ (centre ⟦«U2»«d3»⟧, session ⟦NOV26⟧)
admissions: application ⟦«U3»«d8»⟧ ⟦missing transcript from institution «d6»⟧
timesheet: week ⟦2026-W49⟧ for employee ⟦«d6»⟧ ⟦exceeds 48 h cap⟧; ⟦approval needed⟧
pension: member ⟦«U2»«d8»⟧ ⟦contribution file «d8».csv rejected: row 14 NI number invalid⟧
library-loan: item barcode ⟦3«d13»⟧ ⟦on hold for another patron⟧; ⟦renewal refused⟧
brewing: batch ⟦B«d4»⟧ ⟦fermentation stalled at 1.020 SG⟧ (tank ⟦FV-6⟧)
textile: loom ⟦L-«d2»⟧ ⟦warp break⟧ on order ⟦«U2»«d6»⟧ (fabric ⟦TWILL-«d3»⟧)
vending: machine ⟦VM-«d6»⟧ ⟦coil 14 jammed⟧; ⟦refund issued for txn «h16»⟧
laundry: washer ⟦«d2»⟧ at store ⟦«d4»⟧ ⟦door lock fault E21⟧; ⟦cycle «d8» refunded⟧
zoo: animal ⟦«d5»⟧ transponder ⟦«d15»⟧ ⟦not read at enclosure gate⟧
forestry: stand ⟦«U2»-«d4»⟧ ⟦harvest permit «d7» expired⟧
fisheries: vessel ⟦IMO «d7»⟧ ⟦VMS ping gap of 6 h⟧ (licence ⟦«U3»«d5»⟧)
elevator: car ⟦E-«d2»⟧ ⟦door reopen limit reached⟧; ⟦out of service⟧ (site ⟦«d6»⟧)
hvac: chiller ⟦CH-2⟧ ⟦low refrigerant pressure alarm⟧ (point ⟦«l12»⟧)
smart-home: Matter node ⟦0x«H16»⟧ ⟦commissioning failed: PASE session timeout⟧ (fabric ⟦«H16»⟧)
"""
