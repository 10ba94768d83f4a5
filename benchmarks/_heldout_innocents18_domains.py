"""Innocent set 18: ids from domains earlier innocent sets did not draw on.

Philately and numismatics, equestrian sport, golf, regattas, cycling, bowling and archery,
perfumery and cosmetics, jewellery and watchmaking, organ transplants, physiotherapy,
distilleries, bakeries, dairies, hatcheries and aquaculture, quarries, cement and steel,
shipyards, plumbing and pest control, waste, recycling and sewage, snowploughs and potholes,
self-storage, car washes, fuel stations, tyres and car rental, scuba diving, yoga, martial
arts and dance, prepress and newspapers, patents, parliaments, fire hydrants and hospital beds,
particle accelerators and research reactors, oceanography and hydrology, ornithology,
entomology, herbaria, palaeontology and archaeology, geodesy and surveying, scaffolding,
furniture, shoes and toys, knitting, woodworking and ceramics, film sets and render farms,
DMX lighting, weddings and catering, daycare and eldercare, pet insurance, hunting, camping
and national parks. Each domain was grepped against innocent sets 3-17 (none matched). None
holds a secret; each marks what a model needs.

``FLAGS``: ids, hashes, counts, names and settings that sit next to credential words
(``password_expires_in``, ``token bucket``, ``secret santa``, ``key fob``, ``passphrase
policy``, ``PIN length``, ``api_key_last4``) and hold no value.
"""

from __future__ import annotations

__all__ = ["DOMAINS", "FLAGS"]

DOMAINS = r"""
philately: stamp ⟦Scott «d4»a⟧ ⟦perforation gauge 11 x 10.5 does not match catalogue 11⟧ (lot ⟦«d6»⟧)
philately: cover ⟦«U3»-«d5»⟧ ⟦postmark date 1931-02-30 is not a real date⟧ — ⟦expert certificate required⟧
numismatics: coin ⟦PCGS cert «d8»⟧ ⟦grade MS-64 disputes holder label MS-65⟧
numismatics: banknote ⟦serial «U2» «d8»⟧ ⟦star note, replacement series⟧ — ⟦price guide has no entry⟧
equestrian: horse ⟦FEI ID «d3»«U2»«d2»⟧ ⟦passport vaccination (influenza) overdue by 19 days⟧ — ⟦entry to CSI2* refused⟧
equestrian: dressage test ⟦«d4»⟧ ⟦judge C score sheet missing movement 14⟧
golf: player ⟦GHIN «d7»⟧ ⟦handicap index 12.4 not updated: 3 scores unposted⟧
golf: tee time ⟦«d9»⟧ ⟦course closed: frost delay until 10:30⟧; ⟦carts restricted to paths⟧
regatta: boat ⟦sail number GBR «d5»⟧ ⟦OCS in race 3⟧ — ⟦protest «d2» lodged by jury⟧
regatta: entry ⟦«U4»-«d4»⟧ ⟦measurement certificate expired 2026-10-31⟧
cycling: rider ⟦UCI ID «d11»⟧ ⟦licence not valid for category Elite⟧ (race ⟦«d6»⟧)
cycling: timing transponder ⟦«U2»-«d5»⟧ ⟦no passing recorded at km 84 checkpoint⟧
bowling: lane ⟦14⟧ ⟦pinsetter fault E-22 (sweep jam)⟧; ⟦league game «d6» paused⟧
archery: archer ⟦WA ID «d6»⟧ ⟦end 7 arrow scored 'M' contested⟧ — ⟦target judge required⟧
perfume: formula ⟦F-«d5»⟧ ⟦IFRA category 4 limit exceeded for citral (0.9% > 0.6%)⟧
cosmetics: product ⟦CPNP «d7»⟧ ⟦INCI list missing 'LIMONENE' above 0.001% leave-on threshold⟧
cosmetics: batch ⟦«U3»«d6»⟧ ⟦challenge test failed at day 14 (Pseudomonas)⟧
jewellery: diamond ⟦GIA «d10»⟧ ⟦laser inscription does not match report⟧ — ⟦hold at intake⟧
jewellery: ring ⟦SKU «U4»-«d4»⟧ ⟦hallmark 750 but assay result 585⟧
watchmaking: movement ⟦cal. «d4», serial «d7»⟧ ⟦amplitude 198° below 250° spec⟧; ⟦service ticket «d6»⟧
transplant: donor ⟦«U3»«d4»⟧ ⟦crossmatch positive for recipient «d8»⟧ — ⟦offer declined, next on match run «d7»⟧
transplant: organ ⟦kidney L⟧ ⟦cold ischemia time 27 h exceeds centre limit 24 h⟧
physio: referral ⟦«d9»⟧ ⟦6 of 6 sessions used⟧; ⟦new authorisation needed from insurer⟧
physio: exercise plan ⟦«uuid»⟧ ⟦video 'bridge-2' unavailable in region⟧
distillery: cask ⟦«d5»⟧ ⟦ABV 63.8% differs from fill record 62.1%⟧ — ⟦angel's share check⟧ (warehouse ⟦W4⟧)
distillery: excise return ⟦«U2»«d7»⟧ ⟦LPA total does not reconcile (-12.4 LPA)⟧
bakery: production run ⟦«d6»⟧ ⟦proofer 3 at 41 °C (setpoint 35 °C)⟧; ⟦batch of 240 rolls on hold⟧
bakery: allergen ⟦label «d8»⟧ ⟦sesame missing from ingredients⟧ — ⟦recall check required⟧
dairy: tanker ⟦«U2»-«d4»⟧ ⟦antibiotic residue test positive⟧ — ⟦load «d6» rejected⟧
dairy: herd ⟦«d6»⟧ ⟦somatic cell count 410,000/ml above 400,000⟧
hatchery: setter ⟦S-07⟧ ⟦humidity 38% below 50% for 3 h⟧; ⟦flock «U3»«d3» eggs at day 12⟧
aquaculture: pen ⟦«d2»⟧ ⟦dissolved oxygen 4.1 mg/L below 6.0⟧; ⟦feeding stopped⟧ (site ⟦«U4»«d2»⟧)
aquaculture: sea lice count ⟦0.62 adult female per fish⟧ ⟦above 0.5 limit⟧ — ⟦treatment plan «d5» due⟧
quarry: blast ⟦«d6»⟧ ⟦vibration 14.2 mm/s at monitor «U2»-«d2» exceeds 12 mm/s consent⟧
cement: kiln ⟦K2⟧ ⟦free lime 2.9% above 2.0% target⟧; ⟦clinker batch «d7»⟧
steel: heat ⟦«d6»⟧ ⟦carbon 0.31% outside grade S355 range⟧ — ⟦downgrade or remelt⟧
steel: coil ⟦«U2»«d8»⟧ ⟦thickness deviation +0.08 mm at 412 m⟧
shipyard: hull ⟦«d4»⟧ ⟦block 23 weld seam «U2»-«d4» failed UT inspection⟧
shipyard: dry dock ⟦2⟧ ⟦undocking delayed: paint cure 18 h remaining⟧
plumbing: job ⟦«d7»⟧ ⟦backflow test failed (check valve 2 leaking)⟧; ⟦certificate not issued⟧
plumbing: water heater ⟦serial «U4»«d8»⟧ ⟦recalled: relief valve batch «d4»⟧
pest-control: bait station ⟦«d4»⟧ ⟦consumption 80% — rodent activity high⟧ (site ⟦Warehouse 6⟧)
pest-control: treatment ⟦«U3»-«d6»⟧ ⟦re-entry interval 24 h not elapsed⟧
waste: route ⟦«d3»⟧ ⟦bin «d8» not collected: blocked access⟧; ⟦photo attached⟧
waste: weighbridge ticket ⟦«d9»⟧ ⟦tare weight missing⟧ — ⟦gross 18.42 t⟧
recycling: bale ⟦«U2»-«d6»⟧ ⟦contamination 7.5% exceeds 5% for PET grade A⟧
sewage: pumping station ⟦PS-«d2»⟧ ⟦high-level alarm⟧; ⟦pump 2 tripped on overload⟧
sewage: CSO ⟦«U3»«d3»⟧ ⟦spill 42 min on 2026-12-04⟧ — ⟦report due within 24 h⟧
snowplough: truck ⟦«d3»⟧ ⟦salt spreader rate 40 g/m² above route setting 20⟧ (route ⟦R-«d2»⟧)
roads: pothole report ⟦«d8»⟧ ⟦duplicate of «d8»⟧ — ⟦repair scheduled 2026-12-11⟧
self-storage: unit ⟦«U1»-«d3»⟧ ⟦overlock applied: 2 months overdue⟧; ⟦auction notice on 2026-12-20⟧
car-wash: bay ⟦3⟧ ⟦conveyor stopped: tire detected off track⟧; ⟦wash «d7» refunded⟧
fuel: pump ⟦«d2»⟧ ⟦dispenser meter drift +0.6% over tolerance⟧ — ⟦weights and measures seal «d6»⟧
fuel: tank ⟦T3 diesel⟧ ⟦water 14 mm at bottom⟧; ⟦deliveries blocked⟧
tyres: tyre ⟦DOT «U4» «U4» «d4»⟧ ⟦older than 6 years⟧ — ⟦fitting refused⟧
car-rental: reservation ⟦«U2»«d8»⟧ ⟦driver under 25 for category «U4»⟧; ⟦young driver fee required⟧
car-rental: vehicle ⟦plate «U2»«d2» «U3»⟧ ⟦fuel level 1/8 at return (was full)⟧
diving: dive ⟦«d4»⟧ ⟦ascent rate warning 14 m/min⟧; ⟦safety stop skipped⟧ (computer ⟦«U3»-«d6»⟧)
diving: cylinder ⟦«d6»⟧ ⟦hydrostatic test expired 2026-09⟧ — ⟦fill refused⟧
yoga: class ⟦«d6»⟧ ⟦waitlist 12⟧; ⟦room capacity 24 reached⟧
martial-arts: grading ⟦«d5»⟧ ⟦student «U2»«d5» below minimum training days for 2nd kyu⟧
dance: competition entry ⟦«d4»⟧ ⟦music file over 3:30 limit (3:47)⟧ — ⟦heat «d2» rescheduled⟧
prepress: PDF ⟦«h12».pdf⟧ ⟦image on page 4 at 142 ppi below 300 ppi⟧; ⟦spot colour PANTONE 186 C not in profile⟧
newspaper: story ⟦«uuid»⟧ ⟦embargo until 2026-12-06 00:01 GMT⟧ — ⟦syndication blocked⟧
newspaper: wire item ⟦«U3»«d7»⟧ ⟦kill notice received⟧; ⟦remove from all pages⟧
patent: application ⟦EP«d7».«d1»⟧ ⟦renewal fee year 5 unpaid⟧ — ⟦grace period ends 2027-01-31⟧
patent: PCT ⟦PCT/«U2»2026/«d6»⟧ ⟦claims 14–19 lack unity of invention⟧
parliament: bill ⟦«U1».«d4»⟧ ⟦amendment «d3» withdrawn⟧; ⟦third reading moved to 2026-12-10⟧
parliament: vote ⟦division «d3»⟧ ⟦tellers' count differs from electronic tally by 2⟧
hydrant: hydrant ⟦H-«d5»⟧ ⟦flow test 480 L/min below 1,000 L/min⟧ (main ⟦«d3» mm⟧)
hospital-beds: ward ⟦«U1»«d1»⟧ ⟦0 of 28 beds free⟧; ⟦3 pending discharges⟧ (escalation ⟦OPEL 3⟧)
accelerator: beamline ⟦«U2»«d2»⟧ ⟦vacuum 3e-6 mbar above interlock 1e-7⟧ — ⟦shutter closed⟧
reactor: research reactor ⟦channel «d2»⟧ ⟦sample «d6» irradiation time exceeds request by 12 min⟧
oceanography: CTD cast ⟦«d3»⟧ ⟦salinity spike 41.2 PSU at 212 dbar⟧ (cruise ⟦«U2»«d4»⟧)
oceanography: Argo float ⟦«d7»⟧ ⟦no surfacing for 3 cycles⟧
hydrology: river gauge ⟦«d6»⟧ ⟦stage 4.82 m above flood warning 4.50 m⟧; ⟦rating curve v«d1» applied⟧
ornithology: ring ⟦«U2» «d6»⟧ ⟦recovery 1,420 km from ringing site⟧ — ⟦species mismatch: ringed as Sylvia atricapilla⟧
entomology: trap ⟦«U3»-«d3»⟧ ⟦sample «d5» labels missing collection date⟧
herbarium: specimen ⟦barcode «U1»«d8»⟧ ⟦determination history conflicts with type label⟧
palaeontology: fossil ⟦«U4» «d5»⟧ ⟦loan to museum «U3» overdue 40 days⟧
archaeology: context ⟦«d4»⟧ ⟦find «d5» recorded in two contexts⟧ — ⟦harris matrix check failed⟧
geodesy: GNSS station ⟦«U4»00«U3»⟧ ⟦antenna height changed without log entry⟧; ⟦RINEX gap 4 h⟧
surveying: benchmark ⟦«U2»«d4»⟧ ⟦closure error 18 mm exceeds 12 mm⟧ (traverse ⟦«d3»⟧)
scaffolding: scaffold ⟦«d5»⟧ ⟦inspection tag expired 7 days ago⟧ — ⟦access prohibited⟧
furniture: order ⟦«d8»⟧ ⟦fabric «U3»-«d3» discontinued⟧; ⟦choose an alternative by 2026-12-12⟧
shoes: article ⟦«d6»-«d3»⟧ ⟦size run missing EU 42⟧ in ⟦ASN «d10»⟧
toys: product ⟦«U3»«d5»⟧ ⟦EN 71-3 migration limit exceeded (lead)⟧ — ⟦withdraw from sale⟧
knitting: pattern ⟦«d6»⟧ ⟦row 48 stitch count 112, expected 116⟧ (⟦size M⟧)
woodworking: CNC job ⟦«d5»⟧ ⟦board 3 thickness 17.6 mm, program expects 18.0 mm⟧
ceramics: kiln ⟦K-«d1»⟧ ⟦cone 6 reached 40 min late⟧; ⟦thermocouple «U2»«d3» drifting⟧
film: call sheet ⟦day «d2»⟧ ⟦location permit «U3»-«d6» expires at 18:00⟧ — ⟦wrap by 17:30⟧
film: camera roll ⟦A«d3»⟧ ⟦checksum mismatch on offload (xxh64 «h16»)⟧
render-farm: job ⟦«d7»⟧ ⟦frame 1042 out of memory (64 GB)⟧; ⟦112 of 240 frames done⟧
dmx: universe ⟦«d1»⟧ ⟦address 241 patched twice (fixtures «U2»-«d2» and «U2»-«d2»)⟧
wedding: booking ⟦«U2»«d6»⟧ ⟦venue capacity 120 but 134 RSVPs⟧ — ⟦seating plan invalid⟧
catering: event ⟦«d6»⟧ ⟦14 vegan, 3 nut-free meals not assigned to tables⟧
daycare: child ⟦«d6»⟧ ⟦immunisation record incomplete (MMR dose 2)⟧; ⟦enrolment on hold⟧
eldercare: resident ⟦«d5»⟧ ⟦fall sensor room 12 offline since 03:10⟧
pet-insurance: claim ⟦«U3»«d8»⟧ ⟦pre-existing condition (cruciate ligament) excluded⟧
hunting: licence ⟦«d9»⟧ ⟦tag «U2»«d5» already used for red deer⟧ — ⟦harvest report required⟧
camping: site ⟦«U1»«d2»⟧ ⟦fire ban in effect until 2026-12-15⟧; ⟦booking «d8» retained⟧
national-park: permit ⟦«U4»-«d6»⟧ ⟦group size 14 exceeds wilderness limit 12⟧
"""

FLAGS = r"""
flags: ad ⟦password_expires_in=3 days⟧ for ⟦ACME\jdoe⟧ (⟦pwdLastSet 2026-09-06⟧)
flags: nginx ⟦limit_req zone=api burst=20 nodelay⟧ ⟦token bucket exhausted⟧ for ⟦client 203.0.113.«d2»⟧
flags: hr ⟦Secret Santa draw «d4» failed⟧: ⟦2 participants excluded each other⟧
flags: access ⟦key fob «d8» deactivated⟧ ⟦reported lost on 2026-12-03⟧
flags: policy ⟦passphrase policy: minimum 4 words, 20 characters⟧ ⟦change rejected: too short⟧
flags: bank ⟦PIN length must be 4 to 6 digits⟧ (card ending ⟦«d4»⟧)
flags: billing ⟦api_key_last4=«d4»⟧ ⟦key disabled after 3 failed charges⟧ (account ⟦acct_«A16»⟧)
flags: gpg ⟦key «H16» expired 2026-11-30⟧ ⟦sign with subkey «H16» instead⟧
flags: kms ⟦key version 7 of «uuid» scheduled for destruction on 2026-12-12⟧
flags: vault ⟦token TTL 768h exceeds max_ttl 720h⟧ for ⟦role ci-deploy⟧ (accessor ⟦«A24»⟧)
flags: oauth ⟦refresh_token_rotation enabled⟧ ⟦reuse interval 30 s⟧ (client ⟦«l12»⟧)
flags: jwt ⟦kid «h16» not found in JWKS (3 keys)⟧ ⟦clock skew 95 s⟧
flags: secrets-manager ⟦secret «l8»/db-creds version «uuid»⟧ ⟦rotation lambda timed out⟧
flags: ssh ⟦host key for 10.0.«d1».«d2» changed⟧ ⟦SHA256:«b64_43»⟧ ⟦line 42 of known_hosts⟧
flags: tls ⟦certificate serial «H32» revoked (keyCompromise)⟧
flags: app ⟦Forgot password? Reset link sent to j***@acme.io⟧ ⟦expires in 30 minutes⟧
flags: mfa ⟦backup codes remaining: 2 of 10⟧ ⟦regenerate in Security settings⟧
flags: wifi ⟦PSK rotation scheduled for SSID ACME-Guest at 2026-12-07 06:00⟧ (⟦«d3» clients⟧)
flags: github ⟦fine-grained token expires in 7 days⟧ (⟦repo access: 3 repositories⟧, ⟦id «d8»⟧)
flags: pypi ⟦trusted publisher for acme-sdk: workflow release.yml, environment pypi⟧ ⟦no API token needed⟧
flags: hash ⟦sha256 «h64» mismatch for acme-cli-2.4.1.tar.gz⟧ ⟦expected from SHA256SUMS⟧
flags: bcrypt ⟦cost factor 10 below policy 12⟧ ⟦rehash on next login⟧ (⟦«d5» users affected⟧)
flags: ci ⟦masked variable DEPLOY_TOKEN is protected⟧ ⟦not available on unprotected branch feature/«l6»⟧
flags: docker ⟦credential helper 'desktop' not found⟧ ⟦falling back to config.json (auths: 2 registries)⟧
flags: keychain ⟦item "Wi-Fi: ACME-Office" not found⟧ ⟦keychain locked⟧
flags: hotel ⟦key card «d10» encoded for room 1204⟧ ⟦checkout 2026-12-06 11:00⟧
flags: locker ⟦code reset requested for locker B-«d2»⟧ ⟦new code sent by SMS to +44 7*** ***«d3»⟧
flags: sso ⟦password login disabled for domain acme.io⟧ ⟦use SAML (IdP «uuid»)⟧
flags: redis ⟦ACL user 'cache-ro' has nopass off, 1 password set⟧ ⟦command CONFIG not allowed⟧
flags: postgres ⟦password_encryption = scram-sha-256⟧ ⟦role report has md5 hash, login refused⟧
"""
