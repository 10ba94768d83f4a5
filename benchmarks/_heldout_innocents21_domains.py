"""Innocent set 21: ids from domains earlier innocent sets did not draw on.

Bell ringing, pipe-organ building, canal locks, geothermal wells, microfilm archives, cocoa
fermentation, snow grooming, alpaca shearing, milking robots, aquaponics, reindeer herding,
radio astronomy, funiculars, satellite ground stations, fire-sprinkler inspection, maple
syrup, orthotics, offshore rigs, reactor dosimetry, desalination, sewer inspection,
composting, landfills, taxi dispatch and opticians. Each domain was grepped against innocent
sets 3-20's files by its name and its objects (none matched; ice rinks, amateur radio, kilns,
wind turbines, hearing aids, wine, sawmills, coin grading and kennels did and were replaced).
None holds a secret; each marks what a model needs.

``FLAGS``: ids, hashes, counts, dates and settings that sit next to credential words
(``token_id``, ``key_version``, ``secret_ref``, ``password_expires_in``, ``api_key_count``,
``auth_attempts``, ``credential_type``, ``session_ttl``) and hold no value. ``PARSE``: parse,
conversion and validation errors quoting ordinary values (numbers, dates, durations, ids,
hashes, file names, versions, units, enum members, coordinates) and lookups of real ids that
failed.
"""

from __future__ import annotations

__all__ = ["DOMAINS", "FLAGS", "PARSE"]

DOMAINS = r"""
bell-ringing: tower ⟦«U4»«d2»⟧ ⟦peal attempt «d4» lost after 3,712 changes⟧; ⟦tenor clapper stay broke⟧
bell-ringing: composition ⟦«d5»⟧ ⟦false at lead 18 (course end repeats)⟧ — ⟦method Bristol Surprise Major⟧
bell-ringing: ringer ⟦«U2»«d6»⟧ ⟦not on the band list for «d2» Dec⟧; ⟦quarter peal not recorded⟧
organ-building: pipe ⟦«U1»-«d3»⟧ ⟦speaks 14 cents flat at 21 °C⟧ — ⟦revoicing scheduled⟧
organ-building: windchest ⟦WC-«d2»⟧ ⟦cipher on note «d2» of the Swell 8' Principal⟧; ⟦pallet spring replaced⟧
canal-locks: lock ⟦«d2»«U1»⟧ ⟦upper gate paddle «d1» jammed at 40% open⟧ — ⟦passage suspended until 16:00⟧
canal-locks: boat ⟦licence «U3»«d5»⟧ ⟦beam 2.4 m exceeds lock width 2.13 m⟧; ⟦diverted to route «U1»⟧
canal-locks: pound ⟦«d3»⟧ ⟦water level 0.31 m below weir crest⟧ — ⟦back-pumping started at «d2»:«d2»⟧
geothermal: well ⟦GT-«d2»⟧ ⟦wellhead pressure 11.2 bar below 14 bar⟧; ⟦flow reduced to 42 kg/s⟧
geothermal: reinjection pump ⟦«U1»«d1»⟧ ⟦silica scaling, ΔP 2.3 bar⟧ — ⟦acid wash «d4» scheduled⟧
geothermal: alarm ⟦«d5»⟧ ⟦H2S 12 ppm at the separator⟧ on ⟦pad «U1»⟧
microfilm: reel ⟦«U2»-«d6»⟧ ⟦density 0.9 below ANSI minimum 1.0⟧; ⟦refilming frames «d3»-«d3»⟧
microfilm: ⟦accession «d4»/«d3»⟧ ⟦vinegar syndrome A-D strip level 2⟧ — ⟦moved to cold vault «U1»⟧
cocoa-fermentation: box ⟦«U1»«d2»⟧ ⟦cut test 38% slaty beans above 3%⟧; ⟦batch «d6» downgraded⟧
cocoa-fermentation: ⟦day 4 temperature 41 °C below 45 °C⟧ in ⟦heap «d2»⟧ — ⟦turned early⟧
snow-grooming: groomer ⟦«U2»-«d3»⟧ ⟦winch cable tension 4.1 t above 3.6 t limit⟧; ⟦piste «d2» left ungroomed⟧
snow-grooming: ⟦snow depth 38 cm at marker «U1»«d2»⟧ below ⟦50 cm opening depth⟧ — ⟦run closed⟧
alpaca-shearing: animal ⟦«U2»«d6»⟧ ⟦fleece micron 28.4 above 25 for grade 2⟧; ⟦bagged as grade 4⟧
alpaca-shearing: clip ⟦«d4»⟧ ⟦«d2» fleeces with vegetable matter above 2%⟧ — ⟦skirting again⟧
milking-robot: cow ⟦«d6»⟧ ⟦milking interval 16 h 20 min, over the 14 h limit⟧; ⟦fetch list⟧
milking-robot: box ⟦«d1»⟧ ⟦teat cup «d1» attach failed 3 times⟧ — ⟦conductivity «d1».«d1» mS/cm⟧
aquaponics: tank ⟦«U1»«d2»⟧ ⟦ammonia 1.2 ppm above 0.5 ppm⟧; ⟦feed cut 50% for 48 h⟧
aquaponics: grow bed ⟦«d2»⟧ ⟦pH 7.9 outside 6.8-7.2⟧ — ⟦buffer dose «d3» ml⟧
reindeer-herding: herd ⟦«U2»«d3»⟧ ⟦«d2» animals missing after the autumn round-up⟧; ⟦GPS collar «d6» silent 3 days⟧
reindeer-herding: ear mark ⟦«d4»⟧ ⟦registered to another district⟧ — ⟦calf count disputed⟧
radio-astronomy: scan ⟦«d8»⟧ ⟦RFI flagged 38% of channels at 1,420.4 MHz⟧ — ⟦rescheduled to 02:10 LST⟧
radio-astronomy: antenna ⟦«U2»«d2»⟧ ⟦pointing error 41 arcsec above 15 arcsec⟧; ⟦excluded from correlation⟧
funicular: car ⟦«U1»⟧ ⟦haul rope elongation 0.9% above 0.7%⟧ — ⟦service suspended after 19:00⟧
funicular: brake test ⟦«d5»⟧ ⟦stopping distance 3.4 m above 2.8 m⟧; ⟦inspector visit «d6» booked⟧
ground-station: pass ⟦«d6»⟧ of ⟦NORAD «d5»⟧ ⟦AOS delayed 41 s, elevation mask 10°⟧; ⟦2.1 GB downlinked of 3.4 GB⟧
ground-station: antenna ⟦GS-«d2»⟧ ⟦X-band lock lost at 12.4° elevation⟧ — ⟦frame sync errors «d4»⟧
sprinkler-inspection: riser ⟦«U1»-«d2»⟧ ⟦main drain test 52 psi, baseline 65 psi⟧; ⟦impairment «d6» opened⟧
sprinkler-inspection: head ⟦«d4»⟧ ⟦painted over (NFPA 25 fail)⟧ — ⟦replace before 2026-12-19⟧
maple-syrup: tank ⟦«U1»-«d2»⟧ ⟦sap sugar 1.6 °Bx below 2.0 °Bx⟧; ⟦boil postponed⟧
maple-syrup: barrel ⟦«d6»⟧ ⟦grade "Very Dark" off-flavour (buddy)⟧ — ⟦sent to processing, lot «U3»«d4»⟧
orthotics: order ⟦«d7»⟧ ⟦foot scan «d6» missing the left heel⟧; ⟦rescan requested⟧
orthotics: insole ⟦«U2»-«d5»⟧ ⟦shore hardness 55A, prescription 40A⟧ — ⟦remade⟧
offshore-rig: well ⟦«U2»-«d2»⟧ ⟦mud weight 1.38 SG below 1.42 SG plan⟧; ⟦drilling paused at 3,412 m MD⟧
offshore-rig: crane ⟦«d1»⟧ ⟦wind 38 kn above 35 kn lift limit⟧ — ⟦permit «d6» suspended⟧
dosimetry: badge ⟦«d8»⟧ ⟦Hp(10) 1.8 mSv in November, investigation level 1.5 mSv⟧
dosimetry: worker ⟦«U2»«d5»⟧ ⟦annual dose 14.2 mSv of 20 mSv⟧; ⟦controlled-area access limited⟧
desalination: train ⟦RO-«d1»⟧ ⟦permeate conductivity 540 µS/cm above 450⟧ — ⟦membrane CIP «d4»⟧
desalination: intake ⟦«U1»«d1»⟧ ⟦SDI 5.3 above 4.0⟧; ⟦pretreatment dose raised⟧
sewer-inspection: segment ⟦MH«d4»-MH«d4»⟧ ⟦root intrusion at 23.4 m, grade 4⟧ — ⟦CCTV «d6»⟧
sewer-inspection: manhole ⟦MH«d4»⟧ ⟦H2S 18 ppm at entry⟧; ⟦entry permit «d5» denied⟧
composting: windrow ⟦«U1»«d2»⟧ ⟦core temperature 48 °C below 55 °C PFRP⟧ — ⟦turned on 2026-12-04⟧
composting: load ⟦«d6»⟧ ⟦contamination 4.1% plastics, limit 0.5%⟧; ⟦rejected at gate «d1»⟧
landfill: cell ⟦«d1»«U1»⟧ ⟦leachate head 0.42 m above 0.30 m⟧ — ⟦pump «U1»«d2» fault⟧
landfill: ticket ⟦«d9»⟧ ⟦asbestos not accepted at this site⟧; ⟦load turned away⟧
taxi-dispatch: job ⟦«d8»⟧ ⟦no driver within 6 km after 11 min⟧ — ⟦customer offered 20% off⟧
taxi-dispatch: vehicle ⟦«U2»-«d3»-«U2»⟧ ⟦meter calibration expired 2026-11-30⟧; ⟦taken off the rank⟧
optician: order ⟦«d7»⟧ ⟦lens power -3.25 D, prescription -3.75 D⟧ — ⟦remake «U2»«d4»⟧
optician: frame ⟦SKU «d8»⟧ ⟦bridge 18 mm out of stock⟧; ⟦customer offered 19 mm⟧
"""

FLAGS = r"""
flags: ⟦token_id «d7»⟧ revoked by ⟦admin «d4»⟧ at ⟦2026-12-05 09:14 UTC⟧ (⟦reason: employee left⟧)
flags: ⟦key_version 14⟧ is ⟦disabled⟧; ⟦key_version 15⟧ is ⟦primary⟧ since ⟦2026-11-01⟧
flags: ⟦secret_ref projects/«d12»/secrets/db-password/versions/7⟧ ⟦not accessible to service account «l12»@iam⟧
flags: ⟦password_expires_in 3 days⟧ for ⟦user «d6»⟧; ⟦policy max age 90 d⟧
flags: ⟦api_key_count 25⟧ reached the ⟦limit of 25 per project⟧ — ⟦delete an unused key first⟧
flags: ⟦auth_attempts 5/5⟧ for ⟦account «d8»⟧; ⟦locked until 12:45 UTC⟧
flags: ⟦credential_type "service_account"⟧ not allowed for ⟦endpoint /v2/admin⟧
flags: ⟦session_ttl 3600 s⟧ exceeds ⟦tenant maximum 1800 s⟧
flags: ⟦otp_digits 8⟧ unsupported by ⟦authenticator app⟧; ⟦use 6⟧
flags: ⟦password_min_length 14⟧, ⟦password_history 24⟧, ⟦lockout_threshold 10⟧ (⟦policy «U3»-«d2»⟧)
flags: ⟦token_bucket capacity 600⟧, ⟦refill 10/s⟧, ⟦current 0⟧ for ⟦client «d6»⟧
flags: ⟦secret_rotation_days 30⟧ but ⟦last rotation 2026-09-02⟧ (⟦94 days⟧)
flags: ⟦signing_key_id «H16»⟧ ⟦not found in JWKS⟧ (⟦3 keys published⟧)
flags: ⟦credentials_file /etc/acme/creds.json⟧ ⟦mode 0644, expected 0600⟧
flags: ⟦passphrase_required: true⟧ for ⟦backup repo «l8»⟧ but ⟦no passphrase source configured⟧
flags: ⟦client_secret_expires_at 2027-03-01⟧ (⟦86 days left⟧) for ⟦app «uuid»⟧
flags: ⟦keyring backend "SecretService"⟧ ⟦unavailable: no D-Bus session⟧
flags: ⟦auth_method "scram-sha-256"⟧ required by ⟦pg_hba.conf line 97⟧; ⟦client sent md5⟧
flags: ⟦password_reset_id «d9»⟧ ⟦expired 26 minutes ago⟧; ⟦request a new link⟧
flags: ⟦api_key_last4 "…7Q2c"⟧ does not match ⟦any active key⟧ (⟦3 active⟧)
flags: ⟦secret_scanning_alerts 0⟧, ⟦push_protection enabled⟧ for ⟦repo «l10»⟧
flags: ⟦key_usage: digitalSignature⟧ missing on ⟦certificate serial «H20»⟧
flags: ⟦token_type "refresh"⟧ used where ⟦"access"⟧ expected; ⟦HTTP 401⟧
flags: ⟦vault lease «uuid»⟧ ⟦TTL 0s⟧ — ⟦renew with increment 1h⟧
flags: ⟦credential_id «d11»⟧ is ⟦WebAuthn⟧; ⟦counter went back from 41 to 12⟧ (⟦possible clone⟧)
flags: ⟦password_changed_at 2026-12-04T18:02:11Z⟧ after ⟦session issued_at 2026-12-04T09:30:00Z⟧ — ⟦session invalid⟧
flags: ⟦secrets_count 48⟧ in ⟦namespace shop⟧; ⟦quota 50⟧
flags: ⟦kms key alias alias/shop-data⟧ ⟦pending deletion in 7 days⟧
flags: ⟦token_audience "api://«uuid»"⟧ does not match ⟦expected "api://shop"⟧
flags: ⟦auth_code_ttl 60 s⟧, ⟦code used 2 times⟧ (⟦replay blocked⟧)
"""

PARSE = r"""
parse: ⟦invalid integer "12,5"⟧ for ⟦--retries⟧ (⟦use a whole number⟧)
parse: ⟦time data '05/12/2026 13:07' does not match format '%Y-%m-%d %H:%M'⟧
parse: ⟦duration "90 mins" not understood⟧; ⟦use 90m or 1h30m⟧
parse: ⟦'2026-02-30' is not a valid date⟧ (⟦day out of range for month⟧)
parse: ⟦invalid UUID "«h8»-«h4»-«h4»-«h4»-«h11»"⟧ (⟦35 characters, expected 36⟧)
parse: ⟦unknown currency "EURO"⟧; ⟦did you mean EUR?⟧
parse: ⟦latitude 91.2 out of range [-90, 90]⟧ for ⟦station «U4»⟧
parse: ⟦version "2.10" sorts before "2.9" as a string⟧; ⟦use semantic versions⟧
parse: ⟦sha256 "«h63»" has 63 hex digits⟧ (⟦expected 64⟧)
parse: ⟦Invalid value 'medium-rare' for enum Doneness⟧ (⟦RARE, MEDIUM, WELL⟧)
parse: ⟦cannot convert "3.5 kg" to a number⟧ in ⟦column weight, row «d4»⟧
parse: ⟦IBAN DE«d20» fails the mod-97 check⟧
parse: ⟦ISBN 978-«d1»-«d3»-«d5»-«d1» has a bad check digit⟧
parse: ⟦port "80800" out of range (1-65535)⟧ in ⟦listen address 0.0.0.0:80800⟧
parse: ⟦invalid CIDR "10.0.0.0/33"⟧ (⟦prefix must be ≤ 32⟧)
parse: ⟦cron "*/70 * * * *" minute field out of range⟧
parse: ⟦color "#12GG45" is not a valid hex color⟧
parse: ⟦file "report_2026-12-05.xlsx" is not a CSV⟧ (⟦detected Office Open XML⟧)
parse: ⟦unexpected token "}" at line 14, column 3⟧ in ⟦tsconfig.json⟧ (⟦trailing comma⟧)
parse: ⟦invalid semver "v1.4"⟧ (⟦missing patch version⟧)
parse: ⟦order «d8» not found⟧ in ⟦region eu-west⟧; ⟦it exists in us-east⟧
parse: ⟦shipment «U2»«d9»«U2» not found⟧ (⟦carrier has no record yet⟧)
parse: ⟦commit «h40» not found⟧ in ⟦acme/shop⟧ (⟦force-pushed away?⟧)
parse: ⟦invoice INV-«d6» already paid⟧ on ⟦2026-11-28⟧
parse: ⟦product «d13» (EAN) not in catalog⟧ (⟦«d4» products searched⟧)
parse: ⟦phone "+44 20 7946 095" has 9 national digits⟧ (⟦expected 10⟧)
parse: ⟦MAC address "00:1B:44:11:3A" has 5 octets⟧
parse: ⟦unit "kph" unknown⟧; ⟦use km/h⟧
parse: ⟦timestamp 1764936000000 looks like milliseconds⟧ (⟦expected seconds⟧)
parse: ⟦row «d3»: "N/A" in required column quantity⟧
"""
