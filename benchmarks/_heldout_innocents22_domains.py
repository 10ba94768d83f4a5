"""Innocent set 22: ids from domains earlier innocent sets did not draw on.

Clock repair, taxidermy, stained glass, saddlery, farriery, carousels, dredging, tugboats,
curling, climbing gyms, turf management, crematoria, boiler inspection, chimney sweeping,
septic service, well drilling, street lighting, traffic signals, parking meters, road
gritting, weather balloons, coral restoration, kelp farming, salt pans, sourdough bakeries,
cider making, sake brewing, olive mills, silk reeling, tanneries, cobblers, millinery,
letterpress printing, bicycle repair, tyre retreading, foley studios, pinball repair and
cinema projection. Each domain was grepped against innocent sets 3-21's files by its name
(none matched; beekeeping, brewing, pianos, tattoos, falconry, aquariums, ferries, golf,
elevators, tea, coffee and chocolate did and were replaced). None holds a secret; each marks
what a model needs.

``FLAGS``: ids, counts, dates, prefixes, settings and policy values that sit next to
credential words (``key_last_rotated``, ``secret_count``, ``password_history``,
``token_audience``, ``credential_source``, ``api_key_prefix``, ``signing_alg``,
``lockout_minutes``) and hold no value. ``PARSE``: parse, conversion and validation errors
quoting ordinary values (numbers with separators, dates out of range, durations, hashes,
versions, file names, units, coordinates, IBAN-like and ISBN-like codes, cron fields) in the
messages of the tools set 22's secrets came from (Java, Go, Rust, Tcl, coreutils,
PostgreSQL, jq, click, pika, pyparsing), and lookups of real ids that failed.
"""

from __future__ import annotations

__all__ = ["DOMAINS", "FLAGS", "PARSE"]

DOMAINS = r"""
clock-repair: ⟦movement «U3»-«d4»⟧ ⟦beat error 2.4 ms above 0.8 ms⟧; ⟦escapement pallets to be re-oiled⟧
clock-repair: ⟦longcase «d5»⟧ ⟦strike train locks after hour 7⟧ — ⟦count wheel tooth 41 bent⟧
taxidermy: ⟦specimen «U2»-«d6»⟧ ⟦CITES permit «U2»/«d4»/«d5» expired⟧; ⟦release to museum on hold⟧
taxidermy: ⟦mount «d4»⟧ ⟦freezer log gap 2026-11-30 02:00-06:40⟧ (⟦-18 °C not verified⟧)
stained-glass: ⟦panel «U1»«d2»⟧ ⟦lead came fatigue at 11 joints⟧ — ⟦rebuild quote «d4» EUR⟧
stained-glass: ⟦window «d3»⟧ ⟦bowing 14 mm at the centre⟧; ⟦saddle bars 3 and 4 detached⟧
saddlery: ⟦saddle «U2»«d5»⟧ ⟦tree width 31 cm does not fit horse «U3»-«d3»⟧; ⟦reflock booked⟧
saddlery: ⟦girth order «d6»⟧ ⟦length 120 cm out of stock⟧ — ⟦backorder 3 weeks⟧
farriery: ⟦horse passport «d3»«U3»«d9»⟧ ⟦shoe size 2 hind left, 1 hind right⟧; ⟦next visit 2027-01-09⟧
farriery: ⟦forge «d2»⟧ ⟦propane pressure 0.9 bar below 1.5 bar⟧ (⟦regulator replaced⟧)
carousels: ⟦ride «U1»-«d3»⟧ ⟦rotation 5.8 rpm above 5.0 rpm limit⟧; ⟦closed pending inspection «d6»⟧
carousels: ⟦horse figure «d2»⟧ ⟦crank rod bearing noise at 72 dB⟧ — ⟦lubrication interval 40 h⟧
dredging: ⟦dredger «U3» «d3»⟧ ⟦suction pipe blocked at 14.2 m⟧; ⟦production 1,880 m³/h below 2,400⟧
dredging: ⟦disposal site «U2»-«d2»⟧ ⟦turbidity 61 NTU above 50 NTU⟧ — ⟦operations paused 3 h⟧
tugboats: ⟦tug «U4»⟧ ⟦bollard pull test 62 t below rated 70 t⟧; ⟦winch brake to be relined⟧
tugboats: ⟦towage job «d7»⟧ ⟦pilot boarding delayed 40 min⟧ — ⟦berth «d2» slot lost⟧
curling: ⟦sheet «U1»⟧ ⟦pebble temperature -4.1 °C above -4.8 °C⟧; ⟦draw 3 rescheduled⟧
curling: ⟦stone set «d2»⟧ ⟦running band worn on stones 5 and 8⟧ (⟦resurfacing quote «d3» GBP⟧)
climbing-gym: ⟦route «U1»«d3»⟧ ⟦hold «d4» spun on the crux⟧; ⟦wall «U1» closed until reset⟧
climbing-gym: ⟦auto-belay «d6»⟧ ⟦retraction 1.2 m/s below 1.5 m/s⟧ — ⟦tagged out of service⟧
turf-management: ⟦pitch «d2»⟧ ⟦soil moisture 38% above 30% target⟧; ⟦verti-drain postponed⟧
turf-management: ⟦mower «U2»-«d4»⟧ ⟦reel height 4.5 mm instead of 3.5 mm⟧ (⟦bedknife adjusted⟧)
crematoria: ⟦cremator «U1»«d1»⟧ ⟦secondary chamber 812 °C below 850 °C⟧; ⟦cycle «d6» extended⟧
crematoria: ⟦permit «U2»«d7»⟧ ⟦form 5 missing⟧ — ⟦service at 11:30 delayed⟧
boiler-inspection: ⟦boiler «U2»-«d6»⟧ ⟦safety valve lifted at 10.9 bar, set 10.0 bar⟧; ⟦certificate withheld⟧
boiler-inspection: ⟦report «d5»/«d2»⟧ ⟦wall thickness 6.1 mm below 7.0 mm at tube «d2»⟧
chimney-sweeping: ⟦flue «d3»⟧ ⟦smoke test failed at the first-floor joint⟧; ⟦liner «U2»«d4» cracked⟧
chimney-sweeping: ⟦visit «d6»⟧ ⟦creosote stage 3 (glazed)⟧ — ⟦appliance not to be used⟧
septic-service: ⟦tank «U1»-«d5»⟧ ⟦sludge 46% of volume above 30%⟧; ⟦pump-out «d6» scheduled⟧
septic-service: ⟦drain field «d2»⟧ ⟦ponding over laterals 2 and 3⟧ (⟦percolation retest booked⟧)
well-drilling: ⟦borehole «U2»-«d4»⟧ ⟦yield 0.6 L/s below 1.0 L/s⟧; ⟦deepening to 84 m proposed⟧
well-drilling: ⟦rig «d3»⟧ ⟦bit «U3»-«d3» stuck at 61.5 m⟧ — ⟦fishing job started 14:20⟧
street-lighting: ⟦column «U3»«d5»⟧ ⟦LED driver fault code E41⟧; ⟦dark since 2026-12-03⟧
street-lighting: ⟦feeder pillar «d4»⟧ ⟦earth fault 0.8 MΩ⟧ — ⟦12 columns isolated⟧
traffic-signals: ⟦junction «d5»⟧ ⟦conflict monitor tripped: phases 2 and 6 green together⟧; ⟦flashing amber⟧
traffic-signals: ⟦detector loop «U1»«d2»⟧ ⟦stuck occupied 41 min⟧ (⟦fixed time plan «d2» running⟧)
parking-meters: ⟦meter «d7»⟧ ⟦coin validator jam⟧; ⟦4 transactions refunded⟧
parking-meters: ⟦zone «d4»⟧ ⟦tariff table v«d2» not loaded on 38 meters⟧ — ⟦free parking until sync⟧
road-gritting: ⟦route «U1»«d2»⟧ ⟦spread rate 8 g/m² below 15 g/m²⟧; ⟦spinner motor fault⟧
road-gritting: ⟦depot «U3»⟧ ⟦salt stock 212 t below reserve 400 t⟧ (⟦delivery «d6» due Tuesday⟧)
weather-balloons: ⟦radiosonde «U1»«d7»⟧ ⟦lost at 18.4 km⟧; ⟦ascent «d3» incomplete (burst early)⟧
weather-balloons: ⟦station «d5»⟧ ⟦hydrogen generator pressure low⟧ — ⟦00Z launch skipped⟧
coral-restoration: ⟦nursery tree «U1»-«d3»⟧ ⟦bleaching 30% of fragments⟧; ⟦outplanting deferred⟧
coral-restoration: ⟦plot «d4»⟧ ⟦survival 61% at 12 months⟧ (⟦predation by snails⟧)
kelp-farming: ⟦longline «d3»⟧ ⟦grow rope parted at 140 m⟧; ⟦harvest «d4» moved to March⟧
salt-pans: ⟦pan «U1»«d2»⟧ ⟦brine density 24.6 °Bé below 25.5⟧ — ⟦raking postponed⟧
sourdough-bakery: ⟦starter «U2»-«d2»⟧ ⟦pH 4.6 above 4.1 at 12 h⟧; ⟦batch «d5» held⟧
cider-making: ⟦tank «d2»⟧ ⟦specific gravity stuck at 1.012⟧ (⟦yeast nutrient added⟧)
sake-brewing: ⟦moromi «d3»⟧ ⟦Baumé -4 on day 18⟧; ⟦koji lot «U1»«d4» rejected⟧
olive-mill: ⟦malaxer «d1»⟧ ⟦paste 31 °C above cold-extraction 27 °C⟧ — ⟦lot «d6» declassified⟧
silk-reeling: ⟦basin «d2»⟧ ⟦filament breaks 14 per 1,000 m⟧; ⟦cocoon lot «U2»«d5» re-cooked⟧
tannery: ⟦drum «d2»⟧ ⟦chrome float pH 4.3 above 3.9⟧ (⟦batch «d5» on hold⟧)
cobbler: ⟦repair ticket «d5»⟧ ⟦Goodyear welt size 42 out of stock⟧; ⟦ready 2026-12-12⟧
millinery: ⟦hat block «U1»«d3»⟧ ⟦size 57 cm cracked⟧ — ⟦order «d6» delayed⟧
letterpress: ⟦forme «d3»⟧ ⟦lockup loose: 2 sorts pulled⟧; ⟦run «d4» stopped at sheet 412⟧
bicycle-repair: ⟦work order «d6»⟧ ⟦rear hub bearing cone pitted⟧; ⟦wheel «U2»-«d4» rebuild quoted⟧
tyre-retreading: ⟦casing «U3»«d6»⟧ ⟦shearography: 3 separations⟧ — ⟦rejected for retread⟧
foley-studio: ⟦cue «d4»⟧ ⟦footsteps out of sync by 3 frames⟧; ⟦reel «d2» to be re-recorded⟧
pinball-repair: ⟦machine «U2»-«d5»⟧ ⟦flipper coil «d2»-«d4» fuse blown⟧ (⟦EOS switch gap 1.6 mm⟧)
cinema-projection: ⟦screen «d2»⟧ ⟦lamp hours 2,940 of 3,000⟧; ⟦KDM for feature «U4»«d3» valid from 18:00⟧
"""

FLAGS = r"""
flags: ⟦key_last_rotated=2026-11-02⟧ ⟦key_rotation_days=90⟧ (⟦next rotation 2027-01-31⟧)
flags: ⟦secret_count=14⟧ ⟦secrets_unused_90d=3⟧ in ⟦project «l8»⟧
flags: ⟦password_history=12⟧ ⟦password_min_age_days=1⟧ (⟦policy v«d1»⟧)
flags: ⟦token_audience=https://api.acme.io⟧ ⟦token_issuer=https://login.acme.io/«uuid»⟧
flags: ⟦credential_source=EcsContainer⟧ ⟦credential_expiry=2026-12-05T19:00:00Z⟧
flags: ⟦api_key_prefix=pk_test_⟧ (⟦prefix only, 8 characters, used to route to the test mode⟧)
flags: ⟦signing_alg=EdDSA⟧ ⟦signing_key_id=«l12»⟧ ⟦key_use=sig⟧
flags: ⟦lockout_minutes=15⟧ after ⟦failed_logins=5⟧ (⟦account «d7» locked until 13:40⟧)
flags: ⟦mfa_enrolled=412⟧ of ⟦users=448⟧ (⟦36 without a second factor⟧)
flags: ⟦session_ttl=1800⟧ ⟦refresh_token_ttl=1209600⟧ ⟦idle_timeout=600⟧
flags: ⟦passkeys_registered=2⟧ for ⟦user «d8»⟧ (⟦last used 2026-12-04⟧)
flags: ⟦vault_lease_ttl=768h⟧ ⟦lease_renewable=true⟧ ⟦lease_id=database/creds/readonly/«A24»⟧
flags: ⟦secret_version=7⟧ ⟦secret_version_stage=AWSCURRENT⟧ (⟦AWSPREVIOUS is 6⟧)
flags: ⟦auth_method=oidc⟧ ⟦auth_mount=oidc-ci/⟧ ⟦role=deployer⟧
flags: ⟦token_type=service⟧ ⟦token_policies=["default","deploy"]⟧ ⟦token_ttl=20m⟧
flags: ⟦password_expires_at=2027-03-05⟧ (⟦90 days⟧) for ⟦account svc-«l6»⟧
flags: ⟦client_id=«uuid»⟧ ⟦client_type=public⟧ (⟦no client secret: PKCE only⟧)
flags: ⟦credential_helper=osxkeychain⟧ ⟦credential.useHttpPath=true⟧
flags: ⟦api_keys_active=3⟧ ⟦api_keys_revoked=11⟧ ⟦oldest_active=2026-02-14⟧
flags: ⟦secret_scanning=enabled⟧ ⟦push_protection=enabled⟧ ⟦alerts_open=0⟧
flags: ⟦keystore_type=PKCS12⟧ ⟦keystore_entries=4⟧ ⟦alias=signing-2026⟧
flags: ⟦hmac_algorithm=sha256⟧ ⟦signature_header=X-Acme-Signature⟧ ⟦tolerance_seconds=300⟧
flags: ⟦token_scopes=read:orders write:refunds⟧ (⟦missing scope write:orders⟧)
flags: ⟦password_min_length=14⟧ ⟦password_require_symbol=false⟧ ⟦breach_check=true⟧
flags: ⟦secret_ref=projects/«d12»/secrets/smtp/versions/latest⟧ (⟦reference, resolved at runtime⟧)
"""

PARSE = r"""
parse: ⟦java.lang.NumberFormatException: For input string: "1,204"⟧ (⟦thousands separator in the quantity column⟧)
parse: ⟦java.time.format.DateTimeParseException: Text '2026-02-30' could not be parsed: Invalid date 'FEBRUARY 30'⟧
parse: ⟦strconv.ParseFloat: parsing "12,5": invalid syntax⟧ (⟦decimal comma from the de-DE export⟧)
parse: ⟦invalid digit found in string⟧ for ⟦port "80 80"⟧ (⟦Rust, u16⟧)
parse: ⟦expected integer but got "0x1G"⟧ (⟦Tcl, register offset⟧)
parse: ⟦date: invalid date '2026-13-01'⟧ (⟦month 13⟧)
parse: ⟦sleep: invalid time interval '5mins'⟧ (⟦use 5m⟧)
parse: ⟦head: invalid number of lines: '-0x10'⟧
parse: ⟦ERROR:  invalid input syntax for type date: "05/13/2026"⟧ (⟦DateStyle DMY⟧)
parse: ⟦ERROR:  invalid input syntax for type inet: "10.0.0.256"⟧
parse: ⟦ERROR:  invalid input syntax for type interval: "3 fortnights"⟧
parse: ⟦ERROR:  invalid input syntax for type json⟧ ⟦DETAIL:  Token "NaN" is invalid.⟧ (⟦metrics row «d6»⟧)
parse: ⟦jq: error (at <stdin>:1): Cannot index number with "sku"⟧ (⟦items[3] is 4412⟧)
parse: ⟦Error: Invalid value for '--retries': '3.5' is not a valid integer.⟧
parse: ⟦Invalid heartbeat value 'sixty'⟧ (⟦pika, use seconds⟧)
parse: ⟦Expected W:(0-9), found 'v2'  (at char 0), (line:1, col:1)⟧ (⟦schema version field⟧)
parse: ⟦packaging.version.InvalidVersion: Invalid version: '1.9.0-final-2'⟧
parse: ⟦sha256 mismatch for shop-cli_1.9.0_linux_amd64.tar.gz⟧: ⟦expected «h64»⟧, ⟦got «h64»⟧
parse: ⟦invalid ISBN 978-3-16-148410-1 (check digit 0 expected)⟧
parse: ⟦IBAN DE89 3704 0044 0532 0130 01 has 21 digits after DE89, 18 expected⟧
parse: ⟦coordinate 52.5200,13.4050,17 has 3 parts⟧ (⟦lat,lon expected⟧)
parse: ⟦unit 'kWhr' not recognised⟧ (⟦use kWh⟧) in ⟦meter export «d8».csv⟧
parse: ⟦cron field 'minute' value 61 out of range 0-59⟧ in ⟦*/61 * * * *⟧
parse: ⟦file name 'report 2026:12:05.pdf' contains ':'⟧ (⟦not allowed on Windows⟧)
parse: ⟦lookup failed: order «d9» not found⟧ (⟦deleted 2026-11-28⟧)
parse: ⟦lookup failed: commit «h40» not in repository acme/shop⟧ (⟦force-pushed⟧)
parse: ⟦lookup failed: container «h12» no such container⟧
parse: ⟦lookup failed: invoice INV-2026-«d5» already voided⟧
parse: ⟦lookup failed: tracking number 1Z«U16» unknown to carrier⟧
parse: ⟦lookup failed: device «U12» not registered⟧ (⟦serial from the label⟧)
"""
