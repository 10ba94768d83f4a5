"""Innocent set 53: ids from domains no earlier innocent set drew on, flags and settings
named like credentials, and parse errors quoting ordinary values.

``DOMAINS``: cheese affinage, inland shipping, Fasnacht guilds, yodel and alphorn music,
folk dance, stage lighting, tower clocks, equestrian vaulting, artistic (synchronized)
swimming, canoe slalom, ice sculpture, sand sculpture, icon painting, type foundries, moth
trapping and stud books (each grepped for in every earlier ``_heldout_innocents*`` and
``heldout_innocents*`` file; none matched, while cheese, vineyards, canals, trams, choirs,
brass bands, circus, puppetry, organ building, luthiers, lighthouses, glaciers, avalanches,
rowing, kayaking, diving, gymnastics, bookbinding, letterpress, calligraphy, weaving, lace,
stained glass, beekeeping, butterflies, herbaria, pigeon racing, dog shows and about eighty
others did). ``FLAGS``: settings whose names say password, token, key or secret and whose
values are not. ``PARSE``: parse errors quoting ordinary values.
"""

from __future__ import annotations

__all__ = ["DOMAINS", "FLAGS", "PARSE"]

DOMAINS = r"""
affinage: ⟦wheel «d6»⟧ ⟦Gruyère AOP, 14 months⟧ — ⟦cellar «U1»«d2», shelf 7⟧
affinage: ⟦batch «l8»⟧ ⟦turned 2026-12-04⟧ — ⟦rind wash brine 12%⟧
affinage: ⟦lot «U2»«d5»⟧ ⟦38.2 kg⟧ — ⟦humidity 94%, 13 °C⟧
inland shipping: ⟦ENI «d8»⟧ ⟦MS Rheinperle⟧ — ⟦draught 2.61 m at Kaub⟧
inland shipping: ⟦lock passage «d7»⟧ ⟦Iffezheim chamber 2⟧ — ⟦08:14 upstream⟧
inland shipping: ⟦cargo «U3»-«d6»⟧ ⟦1,840 t gravel⟧ — ⟦Duisburg to Basel⟧
Fasnacht: ⟦Clique «l6»⟧ ⟦Morgestraich 04:00⟧ — ⟦Laterne 3.2 m⟧
Fasnacht: ⟦Larve «d5»⟧ ⟦Waggis style⟧ — ⟦Guggemusik 31 members⟧
Fasnacht: ⟦route «U2»«d3»⟧ ⟦Cortège Monday 13:30⟧ — ⟦Räppli 400 kg⟧
yodel: ⟦Jodlerklub «d4»⟧ ⟦Naturjodel in F⟧ — ⟦class 1 at the Eidgenössisches⟧
alphorn: ⟦horn «U3»«d4»⟧ ⟦F#, 3.47 m⟧ — ⟦spruce, three sections⟧
alphorn: ⟦trio «l7»⟧ ⟦Kuhreihen arrangement⟧ — ⟦tempo ♩=72⟧
folk dance: ⟦set «d3»⟧ ⟦Zwiefacher 3/4 + 2/4⟧ — ⟦8 couples⟧
folk dance: ⟦group «l8»⟧ ⟦Schuhplattler, 14 dancers⟧ — ⟦costume Tracht 1890⟧
folk dance: ⟦figure «U1»«d2»⟧ ⟦An Dro chain⟧ — ⟦Breton, 4 bars⟧
stage lighting: ⟦cue «d3».«d1»⟧ ⟦fade 4.5 s⟧ — ⟦channels 101–124 @ 70%⟧
stage lighting: ⟦fixture «U2»«d4»⟧ ⟦universe 3 address 241⟧ — ⟦mode 32ch⟧
stage lighting: ⟦gel «U1»«d3»⟧ ⟦Lee 201 full CT blue⟧ — ⟦FOH bar 2⟧
tower clock: ⟦movement «d5»⟧ ⟦J.B. Schwilgué 1862⟧ — ⟦beat 1.5 s pendulum⟧
tower clock: ⟦dial «l6»⟧ ⟦2.4 m, gilded numerals⟧ — ⟦hands reset 2026-10-25⟧
tower clock: ⟦strike train «U1»«d2»⟧ ⟦hour bell 1,210 kg⟧ — ⟦silent 22:00–07:00⟧
vaulting: ⟦horse «d7»⟧ ⟦lunge circle 15 m⟧ — ⟦canter, left rein⟧
vaulting: ⟦team «l6»⟧ ⟦freestyle 4:00⟧ — ⟦score 7.912⟧
vaulting: ⟦vaulter «U3»«d5»⟧ ⟦compulsory: mill, flank⟧ — ⟦CVI2*⟧
artistic swimming: ⟦routine «d6»⟧ ⟦technical duet 2:20⟧ — ⟦difficulty 31.4500⟧
artistic swimming: ⟦element «U2»«d2»⟧ ⟦hybrid, 22 s⟧ — ⟦base mark 1.8⟧
artistic swimming: ⟦pool «l5»⟧ ⟦depth 3.0 m⟧ — ⟦music 128 bpm⟧
canoe slalom: ⟦run «d5»⟧ ⟦C1 women 98.42⟧ — ⟦gate 14 touch +2⟧
canoe slalom: ⟦course «l7»⟧ ⟦23 gates, 6 upstream⟧ — ⟦flow 14 m³/s⟧
canoe slalom: ⟦bib «d3»⟧ ⟦K1 men heat 2⟧ — ⟦missed gate 19 +50⟧
ice sculpture: ⟦block «U2»«d4»⟧ ⟦100 × 50 × 25 cm⟧ — ⟦clear ice 136 kg⟧
ice sculpture: ⟦piece «l8»⟧ ⟦swan, 1.9 m⟧ — ⟦chainsaw 16" bar⟧
ice sculpture: ⟦event «d6»⟧ ⟦−6 °C carving tent⟧ — ⟦judging 15:00⟧
sand sculpture: ⟦plot «d4»⟧ ⟦4 × 4 m⟧ — ⟦12 t of sand⟧
sand sculpture: ⟦entry «U3»«d3»⟧ ⟦castle, 2.8 m⟧ — ⟦sprayed with glue water⟧
icon painting: ⟦panel «d5»⟧ ⟦lime wood, levkas 9 layers⟧ — ⟦egg tempera⟧
icon painting: ⟦commission «l7»⟧ ⟦Hodegetria 30 × 40 cm⟧ — ⟦gold leaf 23.5 ct⟧
type foundry: ⟦font «U3»«d4»⟧ ⟦1,142 glyphs⟧ — ⟦weights 100–900⟧
type foundry: ⟦release «l9»⟧ ⟦OpenType variable, wght + opsz⟧ — ⟦kerning pairs 8,204⟧
type foundry: ⟦specimen «d6»⟧ ⟦12 pt / 14.4 pt⟧ — ⟦old-style figures on⟧
moth trap: ⟦catch «d5»⟧ ⟦Robinson MV trap⟧ — ⟦41 species, 212 moths⟧
moth trap: ⟦record «U2»«d6»⟧ ⟦Noctua pronuba ×38⟧ — ⟦grid ref TQ 3104 8021⟧
moth trap: ⟦site «l6»⟧ ⟦night min 9 °C⟧ — ⟦cloud 6/8⟧
stud book: ⟦foal «d9»⟧ ⟦UELN «d3»«d12»⟧ — ⟦sire Donnerhall⟧
stud book: ⟦mare «U3»«d5»⟧ ⟦Hanoverian, bay⟧ — ⟦premium 2026⟧
stud book: ⟦stallion licence «l6»⟧ ⟦sport test 8.75⟧ — ⟦station Adelheidsdorf⟧
affinage: ⟦cave «U1»«d3»⟧ ⟦Comté 24 months, 41.7 kg⟧ — ⟦tasting note hazelnut⟧ ⟦grade 18/20⟧
inland shipping: ⟦convoy «l6»⟧ ⟦pusher + 4 barges⟧ — ⟦Nijmegen 11:40⟧ ⟦water level Lobith 8.92 m⟧
Fasnacht: ⟦Zunft «d3»⟧ ⟦Narrensprung 14:11⟧ — ⟦Hästräger 212⟧ ⟦route Rottweil⟧
alphorn: ⟦course «d4»⟧ ⟦beginners, 6 evenings⟧ — ⟦natural harmonics 2–16⟧ ⟦mouthpiece boxwood⟧
folk dance: ⟦festival «U2»«d4»⟧ ⟦Polka, Mazurka, Schottisch⟧ — ⟦stage B 16:00⟧ ⟦band of 5⟧
stage lighting: ⟦plot «l8»⟧ ⟦42 fixtures, 6 universes⟧ — ⟦patch sheet v3⟧ ⟦focus call 09:00⟧
tower clock: ⟦service «d6»⟧ ⟦oiled 14 pivots⟧ — ⟦rate +2 s/week⟧ ⟦next visit 2027-03⟧
vaulting: ⟦lunger «U2»«d4»⟧ ⟦horse score 8.1⟧ — ⟦circle left⟧ ⟦barrel test passed⟧
artistic swimming: ⟦team «l6»⟧ ⟦free routine 3:30⟧ — ⟦artistic impression 88.6⟧ ⟦8 swimmers⟧
canoe slalom: ⟦training «d5»⟧ ⟦Augsburg Eiskanal⟧ — ⟦12 runs⟧ ⟦best 91.07⟧
ice sculpture: ⟦mould «U3»«d2»⟧ ⟦ice bar 3 m⟧ — ⟦LED base 4000 K⟧ ⟦melt rate 1 cm/h⟧
sand sculpture: ⟦festival «l7»⟧ ⟦theme Myths⟧ — ⟦14 sculptors⟧ ⟦open until 2026-09-30⟧
icon painting: ⟦workshop «d4»⟧ ⟦proplasmos layer 3⟧ — ⟦ochre, cinnabar⟧ ⟦varnish olifa⟧
type foundry: ⟦licence «U2»«d6»⟧ ⟦desktop, 5 seats⟧ — ⟦webfont 100k views⟧ ⟦family Acme Grotesk⟧
moth trap: ⟦survey «d4»⟧ ⟦actinic 15 W⟧ — ⟦Biston betularia ×2⟧ ⟦dusk to dawn⟧
stud book: ⟦inspection «l6»⟧ ⟦height 168 cm⟧ — ⟦gaits 8/8/7.5⟧ ⟦marked bay, star⟧
"""

FLAGS = r"""
settings: ⟦asgardeo.client_secret_ref = env:ASGARDEO_CLIENT_SECRET⟧ ⟦(value read at boot)⟧
settings: ⟦ASTRA_TOKEN_FILE=/run/secrets/astra⟧ ⟦mode 0400⟧
settings: ⟦atlantis.webhook_secret_min_len = 24⟧ ⟦atlantis.require_approval = true⟧
settings: ⟦npmrc.always-auth = false⟧ ⟦npmrc._authToken = ${NPM_TOKEN}⟧
settings: ⟦codeartifact.token_duration_s = 43200⟧ ⟦codeartifact.domain_owner = 111122223333⟧
settings: ⟦DEVELOCITY_ACCESS_KEY_EXPIRY_H=2⟧ ⟦develocity.server = https://ge.acme.io⟧
settings: ⟦mailslurp.api_key_header = x-api-key⟧ ⟦mailslurp.timeout_ms = 60000⟧
settings: ⟦propelauth.verifier_key = file:keys/propel.pub⟧ ⟦(public key)⟧
settings: ⟦stack.secret_server_key_prefix = ssk_⟧ ⟦stack.publishable_key_prefix = pck_⟧
settings: ⟦veracode.credentials_profile = default⟧ ⟦veracode.region = eu⟧
settings: ⟦scalekit.client_secret_source = vault:auth/scalekit⟧
settings: ⟦socketlabs.server_id = 40211⟧ ⟦socketlabs.api_key_env = SOCKETLABS_API_KEY⟧
settings: ⟦verdaccio.auth.htpasswd.max_users = -1⟧ ⟦verdaccio.auth.htpasswd.algorithm = bcrypt⟧
settings: ⟦--token-from-stdin⟧ ⟦--password-file /run/secrets/db⟧
settings: ⟦secret_rotation_days = 90⟧ ⟦secret_rotation_overlap_h = 24⟧
settings: ⟦password_policy.min_length = 14⟧ ⟦password_policy.require_symbol = true⟧
settings: ⟦api_key_prefix_length = 8⟧ ⟦api_key_hash = sha256⟧
settings: ⟦recovery_codes.count = 10⟧ ⟦recovery_codes.format = xxxxx-xxxxx⟧
settings: ⟦pin.length = 6⟧ ⟦pin.max_attempts = 5⟧
settings: ⟦HISTCONTROL=ignorespace⟧ ⟦HISTIGNORE='*TOKEN*:*SECRET*'⟧
"""

PARSE = r"""
parse: ⟦invalid value 'fourteen' for --months⟧: ⟦expected an integer⟧
parse: ⟦draught '2,61m' is not a number⟧ (⟦use 2.61⟧)
parse: ⟦'Morgestraich' is not a weekday⟧ in ⟦fasnacht.yaml line 3⟧
parse: ⟦key 'F#' is not a valid alphorn length⟧ (⟦expected metres⟧)
parse: ⟦time signature '3/4+2/4' not supported⟧ (⟦use 5/8⟧)
parse: ⟦DMX address 541 out of range⟧ (⟦1–512⟧)
parse: ⟦beat '1,5s' is not a duration⟧
parse: ⟦'CVI2star' is not a competition level⟧ (⟦did you mean CVI2*?⟧)
parse: ⟦score '7.9120.1' has two decimal points⟧
parse: ⟦gate '19b' is not a number⟧ in ⟦course.csv row 20⟧
parse: ⟦temperature '-6C' needs a unit symbol⟧ (⟦use −6 °C⟧)
parse: ⟦glyph count '1.142' looks like a decimal⟧ (⟦thousands separator?⟧)
parse: ⟦grid ref 'TQ31048021' has no space⟧ (⟦expected TQ 3104 8021⟧)
parse: ⟦UELN '276DE3310' is too short⟧ (⟦15 characters⟧)
parse: ⟦'Hodegetria' is not a size⟧ (⟦expected W × H cm⟧)
parse: ⟦unknown option --passwd-file⟧ (⟦did you mean --password-file?⟧)
parse: ⟦token_ttl '12h30' is not an integer⟧
parse: ⟦'secret' is not a valid log level⟧ (⟦debug, info, warn, error⟧)
parse: ⟦api_version 'v2beta' not in [v1, v2]⟧
parse: ⟦invalid choice: 'passkey' (choose from 'password', 'otp')⟧
"""
