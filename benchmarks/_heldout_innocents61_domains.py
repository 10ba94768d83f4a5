"""Innocent set 61: ids from domains no earlier innocent set drew on, flags and settings
named like credentials, and parse errors quoting ordinary values.

``DOMAINS``: Frisian fierljeppen and skûtsjesilen, the Elfstedentocht, wadlopen on the
Wadden Sea, a Hallig's ferry, Shetland's Up Helly Aa, Orkney's Ba' game, Highland games and a
pipe band, crofting and lambing, Harris tweed, the Manx TT, Luxembourg's Schueberfouer, the
gilles of Binche, Low German theatre at the Ohnsorg, Swiss Schwingen, Hornussen and an
Alpabzug, a Schützenfest, Sinterklaas, Breton kouign-amann, sean-nós singing, Sami joik and a
reindeer earmark registry (each grepped for in every earlier ``benchmarks/*heldout*`` file;
none matched, while reindeer, Eisteddfod, hurling, curling, shinty, cider, peat, lighthouses
and knitting did). ``FLAGS``: settings whose names say password, token, key, secret, PIN or
passphrase and whose values are not. ``PARSE``: parse errors quoting ordinary values.
"""

from __future__ import annotations

__all__ = ["DOMAINS", "FLAGS", "PARSE"]

DOMAINS = r"""
fierljeppen: ⟦jumper «d6»⟧ ⟦pole 12.5 m, jump 21.14 m⟧ — ⟦canal Winsum, lane 3⟧
fierljeppen: ⟦club «l6»⟧ ⟦3 dry jumps of 5⟧ — ⟦wet landing at 18:42⟧
skûtsjesilen: ⟦skûtsje «U3»-«d3»⟧ ⟦heat 4, Grou⟧ — ⟦finished 2nd, 41 min 12 s⟧
skûtsjesilen: ⟦skipper licence «d8»⟧ ⟦crew of 9⟧ — ⟦mast 19.6 m⟧
Elfstedentocht: ⟦starter card «d5»⟧ ⟦stamp 7 of 11: Bartlehiem⟧ — ⟦ice 14 cm⟧
Elfstedentocht: ⟦cross «U2»«d4»⟧ ⟦finish Leeuwarden 17:03⟧ — ⟦200 km⟧
wadlopen: ⟦group «l7»⟧ ⟦Pieterburen to Schiermonnikoog⟧ — ⟦low tide 11:26, guide «d4»⟧
wadlopen: ⟦permit «H8»⟧ ⟦12 walkers⟧ — ⟦route closed: fog⟧
Hallig ferry: ⟦sailing «d4»⟧ ⟦Schlüttsiel → Hooge⟧ — ⟦Landunter warning level 2⟧
Hallig ferry: ⟦booking «U6»⟧ ⟦2 adults, 1 bike⟧ — ⟦berth B⟧
Up Helly Aa: ⟦squad «d2»⟧ ⟦Jarl Squad 2027⟧ — ⟦galley burnt 19:30⟧
Up Helly Aa: ⟦torch batch «l6»⟧ ⟦960 torches⟧ — ⟦hall 7, Lerwick⟧
Ba' game: ⟦ba' «d4»⟧ ⟦Uppies vs Doonies⟧ — ⟦won by the Doonies at 16:58⟧
Highland games: ⟦athlete «d6»⟧ ⟦caber toss, 12-o'clock turn⟧ — ⟦score 88⟧
Highland games: ⟦event «U4»«d2»⟧ ⟦hammer throw 38.4 m⟧ — ⟦heavy class⟧
pipe band: ⟦band «d5»⟧ ⟦Grade 2, medley 6 min⟧ — ⟦drumming score 71⟧
crofting: ⟦croft «U2»«d5»⟧ ⟦4.2 ha, common grazing share 1/24⟧ — ⟦register entry «d9»⟧
lambing: ⟦ewe tag UK0«d6»⟧ ⟦twins, 4.1 kg and 3.8 kg⟧ — ⟦pen «d2»⟧
Harris tweed: ⟦Orb certificate «d7»⟧ ⟦herringbone, 75 cm width⟧ — ⟦weaver «l5»⟧
Manx TT: ⟦rider «d3»⟧ ⟦lap 4, Ballaugh Bridge⟧ — ⟦127.44 mph⟧
Manx TT: ⟦transponder «H12»⟧ ⟦Superstock class⟧ — ⟦pit lane 2⟧
Schueberfouer: ⟦stand «d4»⟧ ⟦Gromperekichelcher stall⟧ — ⟦pitch «U3»«d2»⟧
Schueberfouer: ⟦ride licence «d6»⟧ ⟦Riesenrad 50 m⟧ — ⟦inspection 2026-08-19⟧
Binche carnival: ⟦société «d3»⟧ ⟦142 gilles, 3,000 oranges⟧ — ⟦Mardi Gras 09:00⟧
Ohnsorg-Theater: ⟦ticket «d10»⟧ ⟦Row 7, Seat 14⟧ — ⟦"Tratsch op'n Trepp", 19:30⟧
Schwingen: ⟦Schwinger «d5»⟧ ⟦Gang 6, Kurz⟧ — ⟦Note 9.75⟧
Hornussen: ⟦team «l6»⟧ ⟦Nouss at 243 m⟧ — ⟦2 Nummern⟧
Alpabzug: ⟦herd «d4»⟧ ⟦82 cows, 4 decorated⟧ — ⟦departure 06:15⟧
Schützenfest: ⟦Schützenkönig «d4»⟧ ⟦Vogel down at shot 311⟧ — ⟦Zug 3⟧
Sinterklaas: ⟦intocht «d4»⟧ ⟦harbour Harlingen 11:00⟧ — ⟦boat Pakjesboot 12⟧
kouign-amann: ⟦batch «l8»⟧ ⟦24 pieces, salted butter 38%⟧ — ⟦oven 2, 210 °C⟧
sean-nós: ⟦singer «d5»⟧ ⟦Oireachtas, slot 14⟧ — ⟦"Amhrán na Trá Báine"⟧
joik: ⟦recording «U2»-«d6»⟧ ⟦luohti, 3 min 20 s⟧ — ⟦archive box «d3»⟧
reindeer earmark: ⟦earmark «d6»⟧ ⟦siida «l5»⟧ — ⟦registered 2026-05-02⟧
reindeer earmark: ⟦herding district «d2»⟧ ⟦1,240 animals counted⟧ — ⟦calf marking week 27⟧
water board: ⟦polder «U2»«d3»⟧ ⟦pump station Gaast, 3 pumps⟧ — ⟦level −1.52 m NAP⟧
payroll: ⟦pay run «d8»⟧ ⟦214 employees, gross €1,284,550.12⟧ — ⟦status approved⟧
payroll: ⟦payslip «uuid»⟧ ⟦Hollesen, F.⟧ — ⟦period 2026-11⟧
e-signature: ⟦envelope «uuid»⟧ ⟦3 of 4 signed⟧ — ⟦waiting for Brouwer⟧
e-signature: ⟦document hash «h40»⟧ ⟦huurovereenkomst.pdf⟧ — ⟦sealed 2026-12-06⟧
lettings: ⟦unit «U2»-«d3»⟧ ⟦rent €1,150⟧ — ⟦deposit held by scheme «d9»⟧
lettings: ⟦tenancy «d7»⟧ ⟦ends 2027-03-31⟧ — ⟦inventory report «l10»⟧
insurance: ⟦policy «U3»-«d9»⟧ ⟦premium £412.08⟧ — ⟦renewal 2027-01-14⟧
insurance: ⟦claim «d10»⟧ ⟦storm damage, roof⟧ — ⟦adjuster «l6»⟧
insurance: ⟦quote «U12»⟧ ⟦excess £250⟧ — ⟦valid 30 days⟧
recruiting: ⟦candidate «d7»⟧ ⟦stage: onsite⟧ — ⟦requisition REQ-«d5»⟧
HR: ⟦employee «d6»⟧ ⟦leave balance 17.5 days⟧ — ⟦manager «d6»⟧
property listing: ⟦listing «d9»⟧ ⟦3 bed, 112 m²⟧ — ⟦asking €389,000⟧
game build: ⟦build «d5»⟧ ⟦Moorland Drift 0.9.«d3»⟧ — ⟦commit «h40»⟧
render farm: ⟦job «l12»⟧ ⟦frames 1-240⟧ — ⟦node «U4»«d2»⟧
"""

FLAGS = r"""
⟦password_required: false⟧ ⟦for guest Wi-Fi⟧
⟦PIN login: disabled⟧ ⟦for kiosk «d4»⟧
⟦api_key_rotation_days = 90⟧
⟦token_ttl_seconds=3600⟧
⟦require_passphrase: yes⟧ ⟦on export of payslips⟧
⟦secret_scanning: enabled⟧ ⟦on repo moorland/drift⟧
⟦keystore/release_password⟧ ⟦is set in export_credentials.cfg⟧ ⟦(value not shown)⟧
⟦has_password: true⟧ ⟦(hash only)⟧
⟦mfa_recovery_codes_remaining: 7⟧
⟦signing_key_id: «h16»⟧ ⟦algorithm ES256⟧
⟦X-HOSTFULLY-APIKEY header⟧ ⟦missing⟧
⟦OWNERREZ_TOKEN⟧ ⟦not set⟧ ⟦in environment⟧
⟦CHECK_API_KEY⟧ ⟦is empty⟧
⟦client_secret_expires_at: 2027-06-30⟧
⟦token budget: 8,192⟧ ⟦used 6,431⟧
⟦max_tokens=4096⟧ ⟦temperature=0.2⟧
⟦key not found: user_42⟧
⟦KeyError: 'payroll_region'⟧
⟦password policy: min length 14⟧ ⟦, 1 digit⟧
⟦pin_length: 6⟧ ⟦attempts_left: 3⟧
⟦auth: bearer⟧ ⟦token_source: env⟧
⟦webhook_secret_configured: true⟧
⟦allow_api_keys: false⟧ ⟦(SSO only)⟧
⟦keystore: /home/dev/keys/moorland-release.jks⟧ ⟦alias moorland⟧
⟦secret_ref: vault://payroll/check/api-key⟧
⟦passwordless: magic link⟧
⟦token_type: Bearer⟧ ⟦expires_in: 600⟧
⟦scope=signicat-api⟧ ⟦grant_type=client_credentials⟧
⟦key rotation due in 12 days⟧
⟦encryption at rest: AES-256⟧ ⟦KMS key alias/payroll-prod⟧
"""

PARSE = r"""
parse: ⟦invalid earmark '12-7-B': expected six digits⟧
parse: ⟦unexpected token 'skûtsje' at line 3, column 14⟧
parse: ⟦toml: duplicate key 'keystore' in table [android]⟧
parse: ⟦yaml: line 8: did not find expected key⟧ in ⟦export_presets.yml⟧
parse: ⟦invalid IBAN 'NL91ABNA04171643': wrong length⟧
parse: ⟦time data '07.12.2026' does not match format '%Y-%m-%d'⟧
parse: ⟦invalid postcode 'ZE1 0XX' for country DE⟧
parse: ⟦unknown field 'passwort'; did you mean 'password'?⟧
parse: ⟦expected ',' or '}' after property value in JSON at position 212⟧
parse: ⟦CSV row 41: expected 9 fields, saw 8⟧ in ⟦payroll_2026-11.csv⟧
parse: ⟦invalid duration '3 wiken'⟧ ⟦use 3w or 21d⟧
parse: ⟦GDScript: Identifier "Net" not declared in the current scope⟧ ⟦(res://main.gd:22)⟧
parse: ⟦Unity: Invalid YAML in ProjectSettings.asset line 114⟧
parse: ⟦Blender: SyntaxError: invalid syntax (<string>, line 5)⟧
parse: ⟦cron: field 'hour' out of range: 25⟧
parse: ⟦invalid semver '4.3'⟧ ⟦expected MAJOR.MINOR.PATCH⟧
parse: ⟦invalid UUID 'env-prod'⟧ for ⟦environmentId⟧
parse: ⟦bad escape \k at position 3⟧ in pattern ⟦fier\kjep⟧
parse: ⟦INI: key without section at line 1: 'api_key_file = keys.txt'⟧
parse: ⟦XML: mismatched tag: line 12, column 4⟧ in ⟦policy_extract.xml⟧
parse: ⟦invalid policy number 'AB-12'⟧ ⟦expected 3 letters and 9 digits⟧
parse: ⟦could not convert 'fiif' to int⟧ in ⟦column crew_size⟧
parse: ⟦invalid timezone 'Europe/Lerwick'⟧
parse: ⟦HCL: Unsupported argument; An argument named "tokn" is not expected here⟧
parse: ⟦properties: unterminated escape at line 9⟧ in ⟦gradle.properties⟧
"""
