"""Innocent set 62: ids from domains no earlier innocent set drew on, flags and settings
named like credentials, and parse errors quoting ordinary values.

``DOMAINS``: a container yard, tachograph downloads, EV charging sessions, a dairy parlour,
rail freight, air cargo, cold-chain loggers, an apiary, a feedlot, a cross-dock, drayage, gas
meters and soil probes (each grepped for in every earlier ``_heldout_innocents*`` and
``heldout_innocents*`` file; none matched, while reefer, smart meter, grain elevator,
irrigation, LoRaWAN, solar farm, wind farm, OCPP, MPAN, greenhouse, tractor and bill of
lading did). ``FLAGS``: settings whose names say password, token, key, secret, PIN or
passphrase and whose values are not. ``PARSE``: parse errors quoting ordinary values.
"""

from __future__ import annotations

__all__ = ["DOMAINS", "FLAGS", "PARSE"]

DOMAINS = r"""
container yard: ⟦container MSKU«d7»⟧ ⟦bay 14 row 06 tier 82⟧ — ⟦gate-in 2026-12-06 22:14⟧
container yard: ⟦booking «d9»⟧ ⟦40HC, VGM 26,480 kg⟧ — ⟦seal ML-«d7»⟧
container yard: ⟦straddle carrier SC-«d2»⟧ ⟦move «h12»⟧ — ⟦block C, 3 moves queued⟧
container yard: ⟦empty release «U10»⟧ ⟦pickup before 2026-12-09⟧ — ⟦depot Rotterdam Waalhaven⟧
tachograph: ⟦driver card «U16»⟧ ⟦download 2026-12-05⟧ — ⟦28 days, no infringements⟧
tachograph: ⟦vehicle unit «d12»⟧ ⟦calibration due 2027-03⟧ — ⟦VU generation 2 v2⟧
tachograph: ⟦DDD file «U16»_«d8».ddd⟧ ⟦signature verified⟧ — ⟦4.2 KB⟧
tachograph: ⟦infringement «d6»⟧ ⟦daily rest 8h 40m < 9h⟧ — ⟦minor⟧
charging session: ⟦session «uuid»⟧ ⟦connector 2, CCS2⟧ — ⟦31.4 kWh, 42 min⟧
charging session: ⟦idTag «H16»⟧ ⟦RFID card, accepted⟧ — ⟦transactionId «d7»⟧
charging session: ⟦EVSE DE*ACM*E«d6»*1⟧ ⟦tariff AC-22⟧ — ⟦0.49 EUR/kWh⟧
charging session: ⟦meterStart «d7» Wh⟧ ⟦meterStop «d7» Wh⟧ — ⟦reason EVDisconnected⟧
dairy parlour: ⟦cow «d6»⟧ ⟦stall 12, 14.2 L⟧ — ⟦conductivity 5.1 mS⟧
dairy parlour: ⟦herd «U3»-«d5»⟧ ⟦bulk tank 3,180 L⟧ — ⟦collection 05:40⟧
dairy parlour: ⟦robot A5-«d2»⟧ ⟦visits 2.9/day⟧ — ⟦teat cup attach 98.1%⟧
dairy parlour: ⟦ear tag 372 «d12»⟧ ⟦dry-off 2026-12-20⟧ — ⟦lactation 3⟧
rail freight: ⟦wagon «d12»⟧ ⟦Sgns, 60 ft⟧ — ⟦train «d5» to Duisburg⟧
rail freight: ⟦consignment note CIM «d10»⟧ ⟦gross 1,640 t⟧ — ⟦brake percentage 78%⟧
rail freight: ⟦locomotive 193 «d3»⟧ ⟦path «U4»«d4»⟧ — ⟦delay +12 min⟧
rail freight: ⟦RID UN1203⟧ ⟦tank wagon «d12»⟧ — ⟦hazard 33⟧
air cargo: ⟦AWB 176-«d8»⟧ ⟦12 pcs, 418 kg⟧ — ⟦FRA→ORD⟧
air cargo: ⟦ULD AKE«d5»LH⟧ ⟦built 2026-12-06 23:10⟧ — ⟦flight LH8160⟧
air cargo: ⟦house AWB «U3»«d8»⟧ ⟦consol «U2»«d6»⟧ — ⟦screening X-ray passed⟧
air cargo: ⟦FWB message «h16»⟧ ⟦status RCS⟧ — ⟦Cargo iQ milestone⟧
cold chain: ⟦logger «U4»«d8»⟧ ⟦2.0–8.0 °C⟧ — ⟦no excursion, 96 h⟧
cold chain: ⟦shipment «d10»⟧ ⟦min 2.7 °C, max 6.9 °C⟧ — ⟦MKT 5.1 °C⟧
cold chain: ⟦pallet SSCC 00«d16»⟧ ⟦vaccines, 40 boxes⟧ — ⟦PQS E006⟧
cold chain: ⟦probe «h12»⟧ ⟦battery 82%⟧ — ⟦interval 5 min⟧
apiary: ⟦hive «U2»-«d3»⟧ ⟦weight 41.8 kg⟧ — ⟦brood box 2⟧
apiary: ⟦queen «d4» marked blue⟧ ⟦laying pattern good⟧ — ⟦varroa 1.2/100⟧
apiary: ⟦harvest lot «U3»«d6»⟧ ⟦acacia, 220 kg⟧ — ⟦moisture 17.4%⟧
feedlot: ⟦pen «d3»⟧ ⟦head count 148⟧ — ⟦ration «U2»-«d2»⟧
feedlot: ⟦lot «d6»⟧ ⟦ADG 1.62 kg⟧ — ⟦days on feed 112⟧
feedlot: ⟦NLIS «U8»«d8»⟧ ⟦induction weight 412 kg⟧ — ⟦treatment none⟧
feedlot: ⟦bunk call «h8»⟧ ⟦score 1⟧ — ⟦delivered 6.4 t⟧
cross-dock: ⟦door «d2»⟧ ⟦inbound trailer «U3»«d5»⟧ — ⟦dwell 38 min⟧
cross-dock: ⟦pallet «d18»⟧ ⟦sorted to lane 7⟧ — ⟦outbound route «U2»«d3»⟧
cross-dock: ⟦ASN «d12»⟧ ⟦22 of 24 pallets received⟧ — ⟦discrepancy report «d6»⟧
drayage: ⟦chassis «U4»«d6»⟧ ⟦pool DCLI⟧ — ⟦per diem 2 days⟧
drayage: ⟦appointment «d10»⟧ ⟦terminal APM Pier 400⟧ — ⟦window 06:00–07:00⟧
drayage: ⟦driver TWIC «d10»⟧ ⟦truck «U3»-«d4»⟧ — ⟦turn time 54 min⟧
drayage: ⟦pickup number «U4»«d6»⟧ ⟦last free day 2026-12-10⟧ — ⟦holds: none⟧
gas meter: ⟦MPRN «d10»⟧ ⟦read 18,204 m³⟧ — ⟦calorific value 39.4 MJ/m³⟧
gas meter: ⟦meter serial «U2»«d10»⟧ ⟦G4 diaphragm⟧ — ⟦install 2019-04⟧
gas meter: ⟦smart gas meter «h16»⟧ ⟦valve open⟧ — ⟦credit 12.40 GBP⟧
soil probe: ⟦probe «h12»⟧ ⟦VWC 31% at 30 cm⟧ — ⟦EC 0.8 dS/m⟧
soil probe: ⟦field «U3»-«d4»⟧ ⟦zone 4 of 9⟧ — ⟦refill point 24%⟧
soil probe: ⟦node «d8»⟧ ⟦soil temp 7.2 °C⟧ — ⟦uplink RSSI −98 dBm⟧
soil probe: ⟦NDVI tile «h16»⟧ ⟦mean 0.71⟧ — ⟦cloud 4%⟧
cold chain: ⟦reefer setpoint −18.0 °C⟧ ⟦return air −17.6 °C⟧ — ⟦container «U4»«d7»⟧
"""

FLAGS = r"""
flags: ⟦OCPP_AUTH_PASSWORD_MIN_LENGTH=16⟧ ⟦OCPP_SECURITY_PROFILE=2⟧
flags: ⟦token_expiry_minutes: 60⟧ ⟦token_audience: fleet-api⟧
flags: ⟦API_KEY_HEADER=X-Api-Key⟧ ⟦API_KEY_ROTATION_DAYS=90⟧
flags: ⟦PIN_REQUIRED_FOR_REMOTE_START=true⟧ ⟦PIN_LENGTH=4⟧
flags: ⟦passphrase_min_words: 5⟧ ⟦passphrase_separator: "-"⟧
flags: ⟦secret_store: aws-ssm⟧ ⟦secret_path_prefix: /fleet/prod/⟧
flags: ⟦sensitive = true⟧ on output ⟦telemetry_dsn⟧ (value hidden)
flags: ⟦no_log: true⟧ on task ⟦create meter reader user⟧
flags: ⟦pulumi config set --secret dbPassword⟧ ⟦(value read from stdin)⟧
flags: ⟦NoEcho: true⟧ on parameter ⟦TelematicsApiKey⟧
flags: ⟦writeConnectionSecretToRef.name: meterdb-conn⟧ ⟦namespace: energy⟧
flags: ⟦access-tokens = (set)⟧ ⟦netrc-file = /etc/nix/netrc⟧ (names only)
flags: ⟦TF_TOKEN_* variables: 2 set⟧ ⟦values masked⟧
flags: ⟦ansible_become_password: "{{ vault_become_password }}"⟧ (reference only)
flags: ⟦password_auth_enabled=false⟧ ⟦ssh_key_only=true⟧
flags: ⟦RECOVERY_CODES_ISSUED=10⟧ ⟦RECOVERY_CODES_REMAINING=7⟧
flags: ⟦webhook_secret_configured: yes⟧ ⟦webhook_signature_header: X-Maersk-Signature-256⟧
flags: ⟦CDEK_API_ENDPOINT=https://api.cdek.ru/v2⟧ ⟦CDEK_API_TIMEOUT=30⟧
flags: ⟦TORIZON_CLOUD_SECRET is set⟧ ⟦length 40⟧ (value not shown)
flags: ⟦password: yes⟧ ⟦publickey: yes⟧ ⟦keyboard-interactive: no⟧
flags: ⟦secretKeyRef: {name: ocpi-hub, key: token_b}⟧
flags: ⟦TOKEN_LIMIT=4096⟧ ⟦max_tokens: 1024⟧ (LLM token counts)
flags: ⟦key_rotation_enabled = true⟧ ⟦deletion_window_in_days = 30⟧
flags: ⟦ansible_vault_identity_list: prod@prompt⟧
flags: ⟦PASSWORD_RESET_URL=https://fleet.acme.io/reset⟧
flags: ⟦--api-key-file /run/secrets/t49_key⟧ ⟦(path, not the key)⟧
flags: ⟦keyName: fleet-deploy⟧ ⟦keyType: ed25519⟧ (EC2 key pair name)
flags: ⟦pin_attempts_remaining: 2⟧ ⟦card locked after 3⟧
flags: ⟦secret_scanning: enabled⟧ ⟦push_protection: enabled⟧
flags: ⟦cachix_push = false⟧ ⟦substituter priority 40⟧
"""

PARSE = r"""
parse: ⟦invalid container number 'MSKU12345'⟧ ⟦check digit missing⟧
parse: ⟦could not parse VIN 'WVWZZZ1JZXW0000'⟧ ⟦expected 17 characters⟧
parse: ⟦bad ISO 6346 owner code 'MSK'⟧
parse: ⟦time data '07/12/2026 01:40' does not match format '%Y-%m-%dT%H:%M'⟧
parse: ⟦unknown UN/LOCODE 'DEHAMX'⟧ ⟦did you mean DEHAM?⟧
parse: ⟦HCL: Argument or block definition required at main.tf:12,3⟧
parse: ⟦yaml: line 7: found character that cannot start any token⟧
parse: ⟦Error: Invalid reference at variables.tf line 4⟧ ⟦A reference to a resource type must be followed by at least one attribute access⟧
parse: ⟦error: undefined variable 'fleetFirmware' at flake.nix:22:5⟧
parse: ⟦cfn-lint E3012: Property Resources/Broker/Properties/Users/0/Username should be of type String⟧
parse: ⟦ERROR! Syntax Error while loading YAML. mapping values are not allowed here⟧ ⟦inventories/farm/hosts.yml line 9⟧
parse: ⟦OCPP: FormationViolation in BootNotification⟧ ⟦chargePointVendor missing⟧
parse: ⟦invalid EVSE id 'DE*ACM*1234'⟧ ⟦expected DE*ACM*E...⟧
parse: ⟦NMEA checksum mismatch: *4F != *47⟧ ⟦$GPRMC sentence dropped⟧
parse: ⟦CAN frame 0x18FEF100 DLC 7⟧ ⟦expected 8 bytes for PGN 65265⟧
parse: ⟦Modbus exception 02 ILLEGAL DATA ADDRESS⟧ ⟦register 40071⟧
parse: ⟦could not decode LoRa payload 'AQIDBA=='⟧ ⟦codec expects 11 bytes⟧
parse: ⟦MQTT topic 'fleet/+/gps/#/raw' invalid⟧ ⟦'#' must be last⟧
parse: ⟦invalid HS code '8703.23.1'⟧ ⟦use 6 to 10 digits⟧
parse: ⟦EDIFACT IFTSTA: segment 'STS' expected at position 5⟧
parse: ⟦X12 214: AT7 element 01 'X9' not in code list⟧
parse: ⟦invalid MPRN '12345'⟧ ⟦6 to 10 digits expected⟧
parse: ⟦Pulumi.yaml: unknown runtime 'python3.13'⟧
parse: ⟦CDK: Cannot find asset at cdk.out/asset.«h64»⟧
parse: ⟦JSON: unexpected token 'k' at position 3 in "tokenCount: 1200"⟧
"""
