"""Innocent set 69: ids from domains no earlier innocent set drew on, flags and settings named
like credentials, and parse errors quoting ordinary values.

``DOMAINS``: sequencing flow cells, cryo-EM sessions, plate maps, a malaria vector study and
tsetse traps, a biobank and its ethics committee, antibody lots and bioreactors, sediment
cores, meerkat and okapi field work, desert locust surveillance, baobab phenology, matatu
routes, harambee and chama fundraising, boda boda registration, participatory budgeting,
phone banks and canvassing, a civic hackathon and ward councillors (each grepped for in every
earlier ``_heldout_innocents*`` and ``heldout_innocents*`` file; none matched, while
freezers, herbaria, telescopes, bird ringing, galas, 311, seed banks, cassava, sorghum,
camera traps, IRBs, manuscripts, grants, donations, ballots, census, fossils and coral did).
``FLAGS``: settings whose names say password, token, key, secret, PIN or passphrase and whose
values are not. ``PARSE``: parse errors quoting ordinary values.
"""

from __future__ import annotations

__all__ = ["DOMAINS", "FLAGS", "PARSE"]

DOMAINS = r"""
flow cell: ⟦flow cell «U9»⟧ ⟦lane 3 of 4⟧ — ⟦cluster PF 78.2%⟧ ⟦run 2612«d2»_A0«d4»_«d4»_«U10»⟧
flow cell: ⟦sample sheet «l8».csv⟧ ⟦index i7 «U8»⟧ ⟦index i5 «U8»⟧ — ⟦barcode collision on lane 2⟧
flow cell: ⟦PromethION cell «U3»«d5»⟧ ⟦pores 7,412 at start⟧ — ⟦N50 18.4 kb⟧
sequencing: ⟦SRA run SRR«d8»⟧ ⟦BioSample SAMN«d8»⟧ — ⟦layout PAIRED, 2x150⟧
sequencing: ⟦ENA study PRJEB«d5»⟧ ⟦ERR«d7»⟧ — ⟦submitted 2026-12-01⟧
sequencing: ⟦assembly GCA_«d9».1⟧ ⟦contig N50 2.1 Mb⟧ — ⟦BUSCO 97.8%⟧
cryo-EM: ⟦session «l10»⟧ ⟦grid box 3, slot 7⟧ — ⟦ice 35 nm⟧ ⟦5,118 movies⟧
cryo-EM: ⟦EMDB entry EMD-«d5»⟧ ⟦resolution 2.9 Å⟧ — ⟦PDB «d1»«U3»⟧
plate map: ⟦plate «U2»-«d6»⟧ ⟦well H12 empty⟧ — ⟦384-well, column 24 controls⟧
plate map: ⟦assay run «uuid»⟧ ⟦Z′ 0.71⟧ — ⟦reader «U4»-«d3»⟧
malaria vector study: ⟦household «d5»⟧ ⟦CDC light trap night 4⟧ — ⟦Anopheles funestus 23⟧
malaria vector study: ⟦mosquito pool «U3»«d6»⟧ ⟦ELISA CSP negative⟧ — ⟦Kisumu County⟧
tsetse traps: ⟦trap «l6»⟧ ⟦biconical, blue/black⟧ — ⟦Glossina pallidipes 11⟧ ⟦GPS -2.6531, 37.2604⟧
biobank: ⟦aliquot «U2»«d8»⟧ ⟦serum 250 µL⟧ — ⟦rack «d3», position C4⟧ ⟦−80 °C⟧
biobank: ⟦participant «U3»-«d5»⟧ ⟦consent v3.2 signed⟧ — ⟦withdrawal: none⟧
ethics committee: ⟦protocol KNH-ERC/«d4»/«d3»⟧ ⟦approved 2026-11-14⟧ — ⟦renewal due 2027-11-13⟧
ethics committee: ⟦amendment «d2»⟧ ⟦new site Kilifi⟧ — ⟦expedited review⟧
antibody lot: ⟦clone «U2»-«d3»⟧ ⟦lot «U1»«d7»⟧ — ⟦RRID:AB_«d7»⟧ ⟦1:500 for IHC⟧
antibody lot: ⟦catalog «U3»«d5»⟧ ⟦conjugate PE-Cy7⟧ — ⟦expires 2027-08⟧
bioreactor: ⟦vessel «d2»⟧ ⟦batch «U2»«d6»⟧ — ⟦DO 40%⟧ ⟦pH 7.05⟧ ⟦day 9 of 14⟧
bioreactor: ⟦feed «l7»⟧ ⟦glucose 4.2 g/L⟧ — ⟦VCD 12.8 ×10⁶/mL⟧
sediment core: ⟦core «U3»-«d3»⟧ ⟦Lake Naivasha⟧ — ⟦depth 412 cm⟧ ⟦²¹⁰Pb dated⟧
sediment core: ⟦IGSN «U5»«d5»⟧ ⟦section 2 of 6⟧ — ⟦split and imaged⟧
meerkat study: ⟦group «U2»⟧ ⟦individual «U3»«d3»⟧ — ⟦weight 712 g⟧ ⟦sentinel bout 14 min⟧
okapi survey: ⟦camera «d4»⟧ ⟦Ituri transect «l5»⟧ — ⟦okapi detected 03:12⟧
desert locust: ⟦eLocust3 report «d9»⟧ ⟦hoppers, 3rd instar⟧ — ⟦density 40/m²⟧ ⟦Marsabit⟧
desert locust: ⟦swarm «U2»«d4»⟧ ⟦area 12 km²⟧ — ⟦control team «d2» dispatched⟧
baobab phenology: ⟦tree «d5»⟧ ⟦girth 14.2 m⟧ — ⟦flowering stage 3⟧ ⟦Kilifi⟧
matatu route: ⟦route 111⟧ ⟦fleet «U3» «d3»«U1»⟧ — ⟦SACCO licence «d6»⟧
matatu route: ⟦stage Kencom⟧ ⟦fare KSh 80⟧ — ⟦peak 07:00–09:00⟧
harambee: ⟦harambee «d4»⟧ ⟦pledges KSh 412,000⟧ — ⟦received KSh 388,500⟧ ⟦church hall, Saturday⟧
chama: ⟦chama «l7»⟧ ⟦member «d3»⟧ — ⟦contribution KSh 2,000⟧ ⟦merry-go-round turn 7⟧
boda boda: ⟦plate KM«U2» «d3»«U1»⟧ ⟦stage Kangemi⟧ — ⟦helmet count 2⟧
participatory budgeting: ⟦proposal «d4»⟧ ⟦ward Kibera⟧ — ⟦votes 1,942⟧ ⟦rank 3 of 41⟧
participatory budgeting: ⟦cycle 2026⟧ ⟦ballot id «uuid»⟧ — ⟦counted⟧
phone bank: ⟦shift «l8»⟧ ⟦callers 14⟧ — ⟦dials 2,381⟧ ⟦contacts 412⟧
phone bank: ⟦script v«d1»⟧ ⟦question 3 skipped⟧ — ⟦list «U3»-«d4»⟧
canvassing: ⟦turf «U2»-«d3»⟧ ⟦doors 118⟧ — ⟦knocked 97⟧ ⟦walk list «d6»⟧
civic hackathon: ⟦team «l6»⟧ ⟦repo commit «h40»⟧ — ⟦demo at 16:40⟧
ward councillor: ⟦ward «d3»⟧ ⟦motion «d4»/2026⟧ — ⟦adopted 31–4⟧
ward councillor: ⟦petition «d5»⟧ ⟦signatures 1,204⟧ — ⟦threshold 1,000⟧
HPC job: ⟦job «d8»⟧ ⟦partition gpu-a100⟧ — ⟦OUT_OF_MEMORY after 3:12:40⟧ ⟦node gpu0«d2»⟧
HPC job: ⟦array «d7»_[1-500]⟧ ⟦task 317 failed⟧ — ⟦exit code 137⟧
HPC allocation: ⟦project «U3»«d6»⟧ ⟦SUs 250,000⟧ — ⟦used 71.4%⟧
LIMS sample: ⟦sample «U2»-«d4»-«d5»⟧ ⟦received 2026-12-06⟧ — ⟦chain of custody intact⟧
ELN entry: ⟦experiment «d5»⟧ ⟦signed by «l6»⟧ — ⟦timestamp «h64»⟧ (RFC 3161 hash)
research data: ⟦DOI 10.«d5»/«l6»⟧ ⟦version 3⟧ — ⟦files 14, 2.3 GB⟧
research data: ⟦handle 20.500.«d5»/«d6»⟧ ⟦embargo until 2027-06-01⟧
fundraising: ⟦gift «d7»⟧ ⟦campaign «l8»⟧ — ⟦USD 250.00⟧ ⟦Gift Aid eligible⟧
fundraising: ⟦donor «d6»⟧ ⟦recurring monthly⟧ — ⟦card ending 4242⟧ ⟦next 2027-01-07⟧
"""

FLAGS = r"""
flags: ⟦PASSWORD_RESET_TIMEOUT=3600⟧ ⟦PASSWORD_HASHERS=argon2⟧
flags: ⟦api_key_required: false⟧ ⟦api_key_header: X-Dataverse-key⟧
flags: ⟦token_lifetime_days: 90⟧ ⟦token_prefix: none⟧
flags: ⟦tower.enabled = true⟧ ⟦tower.accessToken = "$TOWER_ACCESS_TOKEN"⟧ (reference, not value)
flags: ⟦REDCAP_API_TOKEN is set⟧ ⟦(32 characters)⟧
flags: ⟦secret_key_base: <redacted>⟧ ⟦force_ssl: true⟧
flags: ⟦pin_length: 6⟧ ⟦pin_attempts_before_lock: 3⟧
flags: ⟦passphrase_words: 6⟧ ⟦wordlist: eff_large⟧
flags: ⟦OSF_PAT=⟧ ⟦(empty; osfr falls back to public access)⟧
flags: ⟦ELAB_API_KEY_NAME=ci-export⟧ ⟦ELAB_API_KEY_SCOPE=read⟧
flags: ⟦credential: gin-lab⟧ ⟦(name of a datalad credential, not its value)⟧
flags: ⟦auth_type: v3applicationcredential⟧ ⟦application_credential_id: «h32»⟧
flags: ⟦openml.config.apikey set: True⟧ ⟦server test.openml.org⟧
flags: ⟦icav2 x-api-key: !!binary (hashed)⟧ ⟦server-url ica.illumina.com⟧
flags: ⟦cookie SameSite=Lax⟧ ⟦HttpOnly⟧ ⟦Secure⟧ ⟦Max-Age=1209600⟧
flags: ⟦storage_state: auth/state.json⟧ ⟦(path)⟧
flags: ⟦sensitive_data keys: x_password, x_token⟧ ⟦(browser-use placeholders)⟧
flags: ⟦secret: ${{ secrets.SEQERA_TOKEN }}⟧ ⟦masked in logs⟧
flags: ⟦password_policy.min_length=12⟧ ⟦password_policy.require_digit=true⟧
flags: ⟦two_factor: required⟧ ⟦recovery_codes_remaining: 7⟧
flags: ⟦WEBHOOK_SECRET_HEADER=X-Hub-Signature-256⟧ ⟦(header name)⟧
flags: ⟦api_token_rotation: 30 days⟧ ⟦last rotated 2026-11-30⟧
flags: ⟦private_key_path: ~/.ssh/id_ed25519⟧ ⟦(path only)⟧
flags: ⟦KEYCLOAK_REALM=cyverse⟧ ⟦KEYCLOAK_CLIENT_ID=de-ui⟧
flags: ⟦client_secret_expires_at: 0⟧ ⟦token_endpoint_auth_method: client_secret_basic⟧
flags: ⟦API keys: 3 active, 1 revoked⟧ ⟦oldest created 2025-02-11⟧
flags: ⟦PIN_HASH_ALGO=pbkdf2_sha256⟧ ⟦PIN_HASH_ITER=600000⟧
flags: ⟦donor_portal.password_login: disabled⟧ ⟦sso: cilogon⟧
flags: ⟦redact_tokens: true⟧ ⟦log_level: debug⟧
flags: ⟦has_password: no⟧ ⟦has_api_key: yes⟧ ⟦has_mfa: yes⟧
"""

PARSE = r"""
parse: ⟦invalid literal for int() with base 10: 'lane-3'⟧
parse: ⟦could not convert string to float: '78.2%'⟧
parse: ⟦time data '07/12/2026 08:51' does not match format '%Y-%m-%d %H:%M'⟧
parse: ⟦Expecting ',' delimiter: line 4 column 17 (char 88)⟧ in ⟦samplesheet.json⟧
parse: ⟦unknown index adapter 'TruSeq-UD-«d3»'⟧ ⟦line 14⟧
parse: ⟦KeyError: 'api_token'⟧ ⟦columns: project, record_id, redcap_event_name⟧
parse: ⟦key not found: user_42⟧ ⟦in table donors⟧
parse: ⟦invalid DOI '10.«d5»/«l6» '⟧ ⟦(trailing space)⟧
parse: ⟦ORCID checksum failed for 0000-0002-«d4»-«d3»X⟧
parse: ⟦yaml: line 7: mapping values are not allowed in this context⟧ ⟦profiles/hpc/config.yaml⟧
parse: ⟦toml: expected '=' after key 'token_ttl'⟧ ⟦line 12⟧
parse: ⟦ambiguous date '03/04/2026'⟧ ⟦column collected_on⟧
parse: ⟦unexpected token '<' at position 0⟧ ⟦(got HTML, expected JSON)⟧
parse: ⟦malformed FASTQ record 1,204,117: sequence and quality lengths differ (151 vs 150)⟧
parse: ⟦VCF header missing ##fileformat⟧ ⟦sample «U3»«d5».vcf.gz⟧
parse: ⟦BAM EOF marker absent⟧ ⟦«U2»«d6».sorted.bam⟧
parse: ⟦invalid barcode 'ACGTNNAC'⟧ ⟦N not allowed⟧
parse: ⟦plate well 'I1' out of range⟧ ⟦384-well plates end at P24⟧
parse: ⟦mtime «d10» is in the future⟧ ⟦file «h40».tar⟧
parse: ⟦cannot parse Content-Length '12,480'⟧
parse: ⟦unterminated string in cookies.txt line 3⟧ ⟦(file has 5 lines)⟧
parse: ⟦invalid ISSN 2049-39XX⟧ ⟦check digit⟧
parse: ⟦bad amount 'KSh 2,000/='⟧ ⟦expected a number⟧
parse: ⟦phone '+254 7«d2» «d3» «d3»' fails E.164⟧
parse: ⟦HAR version 1.1 expected, got '1.2'⟧ ⟦accepting⟧
"""
