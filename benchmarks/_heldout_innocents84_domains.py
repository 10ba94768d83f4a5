"""Innocent set 84: ids from domains no earlier innocent set drew on, flags and settings named
like credentials, and parse errors quoting ordinary values.

``DOMAINS``: rebar scheduling, formwork, BIM clash detection, injection moulding, a 3D print
farm, bricklaying, land surveying, drywall, steel erection, CMM and GD&T inspection, cobot
cells, stamping presses, forging, anodising and powder coating (each grepped for in every
earlier ``benchmarks/*heldout*`` file; none matched, while concrete, tower cranes,
scaffolding, CNC, welding, lathes, OEE, filament, resin, torque, HVAC, elevators, BOMs, work
orders, AGVs, LiDAR, G-code, spools, casting, kanban, andon and takt did). ``FLAGS``:
settings whose names say password, token, key, secret, PIN, passphrase or access code and
whose values are not. ``PARSE``: parse errors quoting ordinary values.
"""

from __future__ import annotations

__all__ = ["DOMAINS", "FLAGS", "PARSE"]

DOMAINS = r"""
rebar scheduling: ⟦bar mark «U2»«d3»⟧ ⟦T16 @ 200 c/c, 48 no.⟧ — ⟦shape code 21⟧
rebar scheduling: ⟦BBS rev «U1»⟧ ⟦level 3 slab, 12.4 t⟧ — ⟦cut list «d6»⟧
rebar scheduling: ⟦coupler batch «l8»⟧ ⟦Type B, 96 pcs⟧ — ⟦mill cert «U3»-«d7»⟧
formwork: ⟦panel set «U2»-«d4»⟧ ⟦strike after 72 h⟧ — ⟦pour «d5»⟧
formwork: ⟦table form «l6»⟧ ⟦cycle 4 of 11⟧ — ⟦grid C/4–C/7⟧
formwork: ⟦shoring tower «d4»⟧ ⟦load 38 kN/leg⟧ — ⟦permit «U2»«d6»⟧
clash detection: ⟦clash «h8»⟧ ⟦duct vs beam, 120 mm hard clash⟧ — ⟦status Active⟧
clash detection: ⟦test «l10»⟧ ⟦MEP vs STR, 412 clashes, 37 new⟧ — ⟦tolerance 25 mm⟧
clash detection: ⟦BCF topic «uuid»⟧ ⟦assigned to HVAC sub⟧ — ⟦due 2026-12-14⟧
clash detection: ⟦IFC GUID «A22»⟧ ⟦IfcFlowSegment⟧ — ⟦level L04⟧
injection moulding: ⟦mould «U2»-«d4»⟧ ⟦4-cavity, hot runner⟧ — ⟦cycle 23.6 s⟧
injection moulding: ⟦lot «d8»⟧ ⟦PA66-GF30, dried 4 h at 80 °C⟧ — ⟦shot weight 142 g⟧
injection moulding: ⟦press «d3»⟧ ⟦clamp 350 t⟧ — ⟦short shots 0.4%⟧
print farm: ⟦printer «U3»-«d3»⟧ ⟦job «h12»⟧ — ⟦layer 214/380⟧
print farm: ⟦plate «d7»⟧ ⟦PETG, 0.2 mm, 6 h 41 min⟧ — ⟦queue position 3⟧
print farm: ⟦spool RFID «H16»⟧ ⟦412 g left⟧ — ⟦AMS slot 2⟧
print farm: ⟦gcode.3mf sha256 «h64»⟧ ⟦sliced 2026-12-07⟧
bricklaying: ⟦gang «l5»⟧ ⟦1,840 bricks/day⟧ — ⟦mortar M4, batch «d6»⟧
bricklaying: ⟦elevation «U1»«d2»⟧ ⟦Flemish bond⟧ — ⟦course 34 of 52⟧
bricklaying: ⟦wall tie order «d7»⟧ ⟦type 2, 2,500 pcs⟧
land surveying: ⟦control point «U3»«d3»⟧ ⟦E 512 384.221 N 1 204 118.907⟧ — ⟦RL 14.302⟧
land surveying: ⟦job «d6»⟧ ⟦total station «U2»«d6»⟧ — ⟦closure 1:48,000⟧
land surveying: ⟦GNSS base «l8»⟧ ⟦RTK fix, 14 sats⟧ — ⟦PDOP 1.3⟧
land surveying: ⟦plan «U2»-«d5»⟧ ⟦lot 7 DP «d6»⟧ — ⟦area 612.4 m²⟧
drywall: ⟦delivery «d7»⟧ ⟦320 sheets 13 mm fire-rated⟧ — ⟦floor 9⟧
drywall: ⟦partition type «U1»«d2»⟧ ⟦2 × 15 mm each side⟧ — ⟦Rw 52 dB⟧
drywall: ⟦snag «l7»⟧ ⟦joint crack at grid B/3⟧ — ⟦level 5 finish⟧
steel erection: ⟦piece mark «U2»«d3»⟧ ⟦UB 457×191×74⟧ — ⟦lift «d4»⟧
steel erection: ⟦bolt lot «U3»«d6»⟧ ⟦M20 8.8, 1,200 sets⟧ — ⟦torque check 100%⟧
steel erection: ⟦crane lift plan «l9»⟧ ⟦radius 28 m, 6.2 t⟧ — ⟦wind limit 9.8 m/s⟧
cmm inspection: ⟦part «U2»-«d6»⟧ ⟦position 0.05 Ⓜ A B C⟧ — ⟦measured 0.031⟧
cmm inspection: ⟦program «l10»⟧ ⟦probe «U1»«d3»⟧ — ⟦report «h10»⟧
cmm inspection: ⟦FAI «d6»⟧ ⟦112 characteristics, 2 NC⟧ — ⟦AS9102 form 3⟧
gd&t: ⟦datum feature «U1»⟧ ⟦flatness 0.02⟧ — ⟦drawing «U3»-«d5» rev «U1»⟧
cobot cell: ⟦cell «U2»«d2»⟧ ⟦palletising 12 cases/min⟧ — ⟦payload 9.6 kg⟧
cobot cell: ⟦program «l8».urp⟧ ⟦TCP offset 0,0,182 mm⟧ — ⟦safety config checksum «H8»⟧
cobot cell: ⟦robot serial «d10»⟧ ⟦joint 3 temp 41 °C⟧ — ⟦uptime 99.2%⟧
stamping press: ⟦die «U2»-«d4»⟧ ⟦progressive, 7 stations⟧ — ⟦strokes 1,204,330⟧
stamping press: ⟦coil «d9»⟧ ⟦DC04 1.2 mm, 6.8 t⟧ — ⟦SPM 32⟧
stamping press: ⟦tonnage monitor «l6»⟧ ⟦peak 412 t⟧ — ⟦limit 450 t⟧
forging: ⟦heat «d6»⟧ ⟦42CrMo4, 1,180 °C⟧ — ⟦hammer blows 7⟧
forging: ⟦billet «U2»«d7»⟧ ⟦Ø 120 × 340 mm⟧ — ⟦UT pass⟧
forging: ⟦die set «l7»⟧ ⟦life 18,400 parts⟧ — ⟦rework due at 20,000⟧
anodising: ⟦rack «d5»⟧ ⟦Type II, 18 µm⟧ — ⟦bath «U1»«d2» 19.8 °C⟧
anodising: ⟦batch «U3»«d6»⟧ ⟦black dye, sealed 30 min⟧ — ⟦thickness 17–21 µm⟧
anodising: ⟦rectifier «l6»⟧ ⟦1.4 A/dm², 45 min⟧
powder coating: ⟦job «d7»⟧ ⟦RAL 7016, 80 µm⟧ — ⟦cure 180 °C 12 min⟧
powder coating: ⟦line speed 2.4 m/min⟧ ⟦booth «U1»«d1»⟧ — ⟦powder lot «h10»⟧
powder coating: ⟦adhesion test «l6»⟧ ⟦cross-hatch GT0⟧ — ⟦pass⟧
rebar scheduling: ⟦delivery docket «d8»⟧ ⟦truck «U3»«d3»⟧ — ⟦gate 2, 06:30⟧
"""

FLAGS = r"""
flags: ⟦PASSWORD_MIN_LENGTH=16⟧ ⟦PASSWORD_HISTORY=12⟧ (ERP portal policy)
flags: ⟦token_ttl: 3600⟧ ⟦refresh_token_enabled: false⟧
flags: ⟦api_key_header: X-API-KEY⟧ ⟦api_key_required: true⟧
flags: ⟦client_secret_rotation_days: 90⟧ ⟦client_secret_set: yes⟧
flags: ⟦access_code_digits: 8⟧ ⟦lan_only_mode: on⟧ (printer settings)
flags: ⟦PinLength=6⟧ ⟦PinRetries=3⟧ ⟦PinLockoutMinutes=15⟧
flags: ⟦passphrase_required=false⟧ ⟦key_type=ed25519⟧ ⟦key_bits=256⟧
flags: ⟦PasswordAuthentication no⟧ ⟦PubkeyAuthentication yes⟧ ⟦PermitRootLogin prohibit-password⟧
flags: ⟦SaveSessionPasswords=0⟧ ⟦MasterPasswordEnabled=1⟧ (terminal client)
flags: ⟦prompt for credentials:i:1⟧ ⟦authentication level:i:2⟧ (.rdp)
flags: ⟦secret_backend: ssm⟧ ⟦secret_path: /plant/mes/db⟧
flags: ⟦vnc_password_file: /etc/vnc/passwd⟧ ⟦SecurityTypes=VncAuth⟧
flags: ⟦enable_token_auth=true⟧ ⟦token_header=Authorization⟧
flags: ⟦MQTT_USERNAME=bblp⟧ ⟦MQTT_PASSWORD=<from access code>⟧
flags: ⟦ssh_password: ""⟧ ⟦ssh_key_path: ~/.ssh/cell_ed25519⟧
flags: ⟦has_password: true⟧ ⟦password_last_changed: 2026-11-30⟧
flags: ⟦secretKeyRef: {name: dalux-api, key: DALUX_API_KEY}⟧
flags: ⟦AUTH_MODE=password⟧ ⟦AUTH_PASSWORD_HASH=bcrypt⟧
flags: ⟦credential: ${env:PLC_CONSOLE_PW}⟧ (value read from the environment)
flags: ⟦password_expiry_days=60⟧ ⟦warn_days=7⟧
flags: ⟦IdentitiesOnly yes⟧ ⟦IdentityFile ~/.ssh/id_plant⟧
flags: ⟦recovery_codes_remaining: 7⟧ ⟦mfa: totp⟧
flags: ⟦key_rotation: monthly⟧ ⟦key_id: «U4»-«d4»⟧
flags: ⟦pin_required_for_print_start: yes⟧ ⟦pin_set: yes⟧
flags: ⟦tokenizer=cl100k⟧ ⟦max_tokens=4096⟧ ⟦token count 2,918⟧
flags: ⟦password=********⟧ (masked by the config viewer)
flags: ⟦X-API-KEY: <redacted>⟧ ⟦status 200⟧
flags: ⟦PASSWORD_RESET_URL=https://erp.acme.local/reset⟧
flags: ⟦ApiKeyExpiresIn=30d⟧ ⟦ApiKeyScopes=files:read,projects:read⟧
flags: ⟦ssh_keys_count: 4⟧ ⟦authorized_keys_managed: true⟧
"""

PARSE = r"""
parse: ⟦invalid bar mark 'T16-A200'⟧ ⟦expected SHAPE-NN⟧
parse: ⟦cannot parse 'L04a' as level⟧ ⟦valid: L00–L32⟧
parse: ⟦unknown IFC class 'IfcFlowSegmentX'⟧ at ⟦line 18,204⟧
parse: ⟦bad G-code word 'G1 X12.5 Y' (missing value)⟧ ⟦line 4,118⟧
parse: ⟦expected number after 'M104 S'⟧ in ⟦plate_3.gcode⟧
parse: ⟦invalid RAL code '7O16'⟧ ⟦did you mean 7016?⟧
parse: ⟦YAML error: mapping values are not allowed here⟧ ⟦cell_config.yaml, line 12, column 9⟧
parse: ⟦key not found: user_42⟧ in ⟦roster.json⟧
parse: ⟦unknown key 'pasword_policy' in security.toml⟧ ⟦did you mean 'password_policy'?⟧
parse: ⟦could not parse port 'twentytwo'⟧ in ⟦~/.ssh/config line 7⟧
parse: ⟦Bad configuration option: proxyjumpp⟧ ⟦/home/ops/.ssh/config: line 14⟧
parse: ⟦invalid host key fingerprint 'SHA256:kTq…' (truncated)⟧
parse: ⟦remmina: unknown protocol 'RDPX'⟧ ⟦profile «l8».remmina⟧
parse: ⟦serial settings '115200n8' incomplete⟧ ⟦expected e.g. 115200n81⟧
parse: ⟦WinSCP: Unknown command 'opne'⟧ ⟦script line 2⟧
parse: ⟦tolerance '±0.05mm' has no space before unit⟧ ⟦accepted⟧
parse: ⟦invalid date '2026-13-01' in delivery docket «d8»⟧
parse: ⟦duplicate piece mark «U2»«d3»⟧ ⟦rows 44 and 91⟧
parse: ⟦CSV row 118: expected 7 fields, got 6⟧ ⟦rebar_schedule.csv⟧
parse: ⟦XML: mismatched tag 'Node' at line 33⟧ ⟦confCons.xml⟧
parse: ⟦invalid UUID 'cell-4'⟧ for ⟦field robot_id⟧
parse: ⟦cannot convert 'N/A' to float⟧ ⟦column thickness_um⟧
parse: ⟦JSON: unexpected token } at position 412⟧ ⟦printers.json⟧
parse: ⟦unknown material 'PETG-CF' for printer «U3»-«d3»⟧
parse: ⟦access code must be 8 digits, got 7⟧ ⟦printer «U3»-«d3»⟧
"""
