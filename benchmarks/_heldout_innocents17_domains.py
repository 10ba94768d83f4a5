"""Innocent set 17: ids from domains earlier innocent sets did not draw on.

Genealogy (GEDCOM), music (MIDI, ISWC-free cue sheets), machining (G-code, CNC), cannabis
seed-to-sale tracking (METRC tags), GIS shapefiles, subtitles, esports, funeral homes and
cemeteries, churches and charities, beekeeping, wine and coffee, dentistry, optics and
hearing aids, cinemas and theme parks, blood banks and vaccines, e-discovery, notaries,
railway signalling, sports timing, translation memories (XLIFF), typesetting, embroidery,
tattoo and hair salons, kennels, marinas and port calls, securities (CUSIP), mortgages,
pawnshops, microfinance and cooperatives, crops, livestock and hydroponics, observatories,
seismic and volcano monitoring, buoys, glaciers, avalanches and wildfires, the census,
galleries and antiques, comics, manga and anime, karaoke, satellite TV, cable and fibre.
Each domain was grepped against innocent sets 3-16 (none matched). None holds a secret;
each marks what a model needs.

``FLAGS``: flags, counts and names that sit next to credential words (``password: YES``,
``token_count``, ``secret_ref``, ``api_key_id``, ``PIN pad``) and hold no value.
"""

from __future__ import annotations

__all__ = ["DOMAINS", "FLAGS"]

DOMAINS = r"""
genealogy: GEDCOM import stopped at line ⟦«d5»⟧: ⟦INDI @I«d4»@ has two FAMC pointers⟧ (file ⟦smith-family-2026.ged⟧)
genealogy: DNA match ⟦«h32»⟧ ⟦shared 212 cM across 9 segments⟧ — ⟦tree is private⟧
music: MIDI file ⟦track 3⟧ ⟦has a running status byte without a preceding status⟧ at offset ⟦0x«H4»⟧
music: cue sheet rejected: ⟦ISRC «U2»«U3»26«d5» is already registered to another recording⟧
machining: G-code line ⟦N«d4» G01 X120.500 Y-4.000 F900⟧ ⟦exceeds soft limit on Y⟧ (program ⟦O«d4»⟧)
machining: spindle ⟦S1⟧ ⟦overload alarm 751⟧ on ⟦DMU-50 serial «U3»«d7»⟧; ⟦tool T12 wear 0.31 mm⟧
cannabis: METRC package tag ⟦1A4FF0100000022000«d6»⟧ ⟦not found in active inventory⟧ (license ⟦C11-000«d4»-LIC⟧)
cannabis: lab result ⟦COA-«d6»⟧ ⟦failed: total yeast and mold 12,000 CFU/g⟧ for batch ⟦«U4»-«d4»⟧
gis: shapefile ⟦parcels_2026.shp⟧ ⟦has 14 records with null geometry⟧; ⟦.prj missing, assuming EPSG:4326⟧
gis: feature ⟦OBJECTID «d6»⟧ ⟦self-intersection at (13.4050, 52.5200)⟧ in layer ⟦zoning_v3⟧
subtitles: SRT cue ⟦412⟧ ⟦ends before it starts (00:41:03,200 --> 00:41:02,900)⟧ in ⟦ep07.en.srt⟧
subtitles: WebVTT ⟦line 88: unknown setting 'posiiton:10%'⟧ (track ⟦«uuid»⟧)
esports: match ⟦«d10»⟧ ⟦result disputed by team «U4»⟧; ⟦replay hash «h40» attached⟧
esports: player ⟦steam:«d17»⟧ ⟦banned from the qualifier: account under 90 days old⟧
funeral: service ⟦FS-«d6»⟧ ⟦chapel double-booked at 11:00⟧; ⟦move to 13:30 or Hall B⟧
cemetery: plot ⟦Section C, Row 14, Plot 7⟧ ⟦deed holder not on file⟧ (interment ⟦INT-«d5»⟧)
church: donation batch ⟦«d7»⟧ ⟦has 3 gifts with no envelope number⟧; ⟦total €1,245.00⟧
charity: Gift Aid claim ⟦«U3»«d6»⟧ ⟦rejected: 4 donors missing house number⟧ (charity ⟦«U2»«d5»⟧)
charity: donor ⟦D-«d7»⟧ ⟦opted out of SMS on 2026-11-02⟧; ⟦email still allowed⟧
beekeeping: hive ⟦H-«d3»⟧ ⟦varroa count 9 per 100 bees⟧ — ⟦above the 3% treatment threshold⟧ (apiary ⟦North Orchard⟧)
wine: lot ⟦«d4»-CS-«d3»⟧ ⟦free SO2 below 20 mg/L⟧ in ⟦tank 14⟧; ⟦label approval COLA «d14» pending⟧
coffee: green lot ⟦«U3»-«d5»⟧ ⟦moisture 13.1% exceeds 12.5% limit⟧ (container ⟦«U4»«d7»⟧)
dental: claim ⟦«d12»⟧ ⟦denied: CDT D2740 frequency limit (1 per 5 years)⟧ for tooth ⟦#14⟧
dental: CBCT study ⟦«uuid»⟧ ⟦voxel size 0.3 mm not supported by the implant planner⟧
optics: lens order ⟦RX-«d8»⟧ ⟦cylinder -4.25 out of stock in 1.67 index⟧; ⟦ETA 6 days⟧
hearing: hearing aid ⟦serial «U2»«d8»⟧ ⟦firmware 4.2 rejected: left and right must match⟧
cinema: DCP ⟦«uuid»⟧ ⟦KDM not valid before 2026-12-06 00:00 UTC⟧ for screen ⟦4⟧ (server ⟦«U3»-«d6»⟧)
cinema: showtime ⟦«d9»⟧ ⟦sold out⟧; ⟦3 wheelchair seats held⟧
theme-park: season pass ⟦«d16»⟧ ⟦blocked out on 2026-12-24⟧ (⟦tier Silver⟧)
theme-park: ride ⟦R-07 Cyclone⟧ ⟦closed: wind above 45 km/h⟧; ⟦virtual queue slots refunded⟧
blood-bank: unit ⟦=W«d4»26«d6»⟧ ⟦ISBT 128 check character mismatch⟧ (product ⟦E0«d3»V00⟧)
blood-bank: crossmatch ⟦XM-«d7»⟧ ⟦incompatible: anti-Kell detected⟧ for patient ⟦MRN «d8»⟧
vaccine: lot ⟦«U2»«d4»⟧ ⟦cold-chain excursion 9.4 °C for 48 min⟧; ⟦quarantine until QA review⟧
vaccine: dose record ⟦«uuid»⟧ ⟦rejected by registry: CVX 213 not valid for age 4⟧
ediscovery: production ⟦PROD-«d3»⟧ ⟦Bates range ACME«d7»–ACME«d7» overlaps PROD-«d3»⟧
ediscovery: custodian ⟦j.alvarez⟧ ⟦legal hold not acknowledged after 14 days⟧ (matter ⟦«d4»-«d4»⟧)
notary: e-notarization ⟦«uuid»⟧ ⟦signer ID check failed: knowledge-based questions 3/5⟧
notary: journal entry ⟦«d6»⟧ ⟦missing thumbprint field (required in CA)⟧
railway: interlocking ⟦IXL «U3»⟧ ⟦route 14A-22 not set: track circuit TC«d3» occupied⟧
railway: balise group ⟦«d5»⟧ ⟦telegram CRC mismatch⟧ at ⟦km 112.430⟧
timing: chip ⟦«U3»«d5»⟧ ⟦read at finish but not at 10 km split⟧ — ⟦result flagged for review⟧ (bib ⟦«d4»⟧)
timing: heat ⟦«d2»⟧ ⟦false start detected by block sensor lane 6⟧ (reaction ⟦0.087 s⟧)
translation: XLIFF unit ⟦«h16»⟧ ⟦target has 2 placeholders, source has 3⟧ ({0}, {1}, ⟦{2}⟧) in ⟦app.fr.xlf⟧
translation: TM match ⟦87%⟧ ⟦not applied: segment locked by reviewer⟧ (project ⟦«d6»⟧)
typesetting: LaTeX ⟦! Undefined control sequence. l.214 \citep⟧ (⟦natbib not loaded⟧) in ⟦thesis.tex⟧
typesetting: InDesign ⟦font 'Minion Pro Semibold' missing⟧ on ⟦page 37⟧ (package ⟦«h8»⟧)
embroidery: design ⟦DST «d6»⟧ ⟦needs 14 colour changes, machine supports 12⟧
tattoo: booking ⟦«U6»⟧ ⟦deposit not received⟧; ⟦consent form v3 unsigned⟧
salon: appointment ⟦«d8»⟧ ⟦stylist off on Tuesdays⟧; ⟦next slot 2026-12-09 10:30⟧
kennel: dog ⟦microchip «d15»⟧ ⟦rabies certificate expired 2026-10-01⟧ (run ⟦B7⟧)
marina: berth ⟦C-«d2»⟧ ⟦too short for LOA 14.2 m⟧ (vessel ⟦MMSI «d9»⟧)
port: port call ⟦«U5»«d6»⟧ ⟦pre-arrival notice late by 6 h⟧ (IMO ⟦«d7»⟧)
securities: CUSIP ⟦«d3»«U5»«d1»⟧ ⟦check digit invalid⟧; ⟦ISIN US«d10» also rejected⟧
mortgage: loan ⟦«d10»⟧ ⟦DTI 47.2% above 43% limit⟧; ⟦appraisal «U3»-«d6» pending⟧
pawn: ticket ⟦«d7»⟧ ⟦matured on 2026-11-30⟧; ⟦extension fee $18⟧
microfinance: group loan ⟦GL-«d6»⟧ ⟦repayment 3 of 24 overdue⟧ (centre ⟦Kisumu East⟧)
cooperative: member ⟦«d6»⟧ ⟦share capital below minimum (KES 2,000)⟧
crops: field ⟦F-«d3»⟧ ⟦NDVI dropped 0.21 in 7 days⟧ (sentinel tile ⟦«d2»«U3»⟧)
livestock: animal ⟦EID 982 000«d9»⟧ ⟦movement blocked: TB test overdue⟧ (holding ⟦«d2»/«d3»/«d4»⟧)
hydroponics: reservoir ⟦R2⟧ ⟦EC 3.1 mS/cm above setpoint 2.2⟧; ⟦dosing pump B paused⟧
observatory: observation ⟦«d7»⟧ ⟦target below 20° altitude at scheduled start⟧ (instrument ⟦CCD-«d2»⟧)
telescope: FITS ⟦«l12».fits⟧ ⟦header EXPTIME missing⟧; ⟦WCS solve failed⟧
seismic: station ⟦«U2».«U4»..HHZ⟧ ⟦gap of 312 s in miniSEED⟧ (event ⟦«l10»⟧)
volcano: tiltmeter ⟦«U4»-«d2»⟧ ⟦offline since 02:14 UTC⟧; ⟦alert level unchanged (Yellow)⟧
buoy: station ⟦«d5»⟧ ⟦wave height sensor stuck at 0.00 m⟧ for ⟦6 h⟧
glacier: stake ⟦G«d2»-«d2»⟧ ⟦melt 1.42 m w.e. exceeds QC bound⟧
avalanche: forecast ⟦zone «U3»-«d2»⟧ ⟦danger level 4 (High) above 2,000 m⟧ — ⟦publish blocked: reviewer missing⟧
wildfire: incident ⟦«U2»-«U3»-«d6»⟧ ⟦perimeter upload failed: polygon not closed⟧
earthquake: event ⟦«l2»«d8»⟧ ⟦magnitude revised M4.1 → M4.6⟧; ⟦ShakeMap version 3⟧
census: enumeration area ⟦«d10»⟧ ⟦3 households with duplicate dwelling ids⟧
gallery: artwork ⟦accession «d4».«d2».«d1»⟧ ⟦loan agreement expired⟧; ⟦insurance value $«d6»⟧
antiques: lot ⟦«d3»⟧ ⟦provenance gap 1938–1951⟧ — ⟦withdrawn pending review⟧
comics: issue ⟦UPC «d17»⟧ ⟦variant cover B not in distributor feed⟧
manga: chapter ⟦«d3»⟧ ⟦embargoed in region JP until 2026-12-08 00:00 JST⟧
anime: episode ⟦«U8»⟧ ⟦audio track ja-JP 2 frames out of sync⟧
karaoke: song ⟦«d6»⟧ ⟦lyrics timing file missing⟧; ⟦licence region KR only⟧
satellite-tv: smartcard ⟦«d12»⟧ ⟦entitlement package 0x«H4» expired⟧ (receiver ⟦«U3»-«d8»⟧)
cable: modem ⟦MAC «H2»:«H2»:«H2»:«H2»:«H2»:«H2»⟧ ⟦T3 timeouts 47 in 24 h⟧ on ⟦node 12-B⟧
fibre: ONT ⟦serial «U4»«H8»⟧ ⟦rx power -29.4 dBm below -27 dBm⟧ (OLT ⟦olt-03 slot 2 port 14⟧)
"""

FLAGS = r"""
flags: mysql ⟦ERROR 1045 (28000): Access denied for user 'etl'@'10.0.4.2' (using password: YES)⟧
flags: mysql ⟦Access denied for user 'root'@'localhost' (using password: NO)⟧ — ⟦socket /run/mysqld/mysqld.sock⟧
flags: ssh ⟦Authentications that can continue: publickey,password⟧ ⟦Permission denied (publickey)⟧
flags: llm ⟦token_count=«d6» exceeds max_tokens=131072⟧ (model ⟦acme-large-2⟧, request ⟦req_«A24»⟧)
flags: k8s ⟦secretKeyRef: name=db-creds key=password⟧ ⟦secret "db-creds" not found⟧ in namespace ⟦billing⟧
flags: vault ⟦secret_ref=kv/data/shop/db#password⟧ ⟦permission denied⟧ (policy ⟦shop-read⟧)
flags: apigw ⟦api_key_id=«l10»⟧ ⟦usage plan quota exceeded (10000/day)⟧
flags: pos ⟦PIN pad «U2»-«d6» offline⟧; ⟦fallback to signature disabled⟧
flags: iam ⟦PasswordPolicy: MinimumPasswordLength=14, RequireSymbols=true, MaxPasswordAge=90⟧ ⟦update rejected: RequireSymbols cannot be false⟧
flags: ldap ⟦pwdFailureTime count 5 reached pwdMaxFailure⟧ for ⟦uid=jdoe⟧ (⟦pwdLockoutDuration 900⟧)
flags: browser ⟦Saved passwords: 0⟧ ⟦sync paused (profile «h8»)⟧
flags: gh ⟦secret STRIPE_KEY updated 3 days ago⟧ ⟦visibility: selected repositories (4)⟧
flags: rails ⟦Filter parameters: [:passw, :secret, :token, :_key, :crypt, :salt, :certificate, :otp, :ssn]⟧ ⟦ActionController::ParameterMissing: param is missing: user⟧
flags: keycloak ⟦type=LOGIN_ERROR error=invalid_user_credentials⟧ ⟦userId=«uuid»⟧ ⟦clientId=acme-web⟧
flags: otp ⟦OTP length must be 6 digits⟧ (⟦got 5⟧, attempts left ⟦2⟧)
flags: wifi ⟦WPA3-SAE password identifier not supported by client⟧ (⟦SSID ACME-Office⟧)
flags: smtp ⟦535 5.7.8 Username and Password not accepted⟧ ⟦learn more at support.acme.io/mail/«d5»⟧
flags: docs ⟦Never paste your API key in a ticket⟧; ⟦rotate it in Settings → API keys⟧ (article ⟦KB-«d4»⟧)
flags: hsm ⟦key handle 0x«H8» (label "payments-signing") not extractable⟧ (⟦CKA_SENSITIVE=TRUE⟧)
flags: sso ⟦SAML assertion signature valid; certificate fingerprint «H40» expires 2027-03-01⟧ ⟦audience mismatch⟧
"""
