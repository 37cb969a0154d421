import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.TreeMap;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import org.apache.kafka.common.Uuid;
import org.apache.kafka.common.protocol.types.ArrayOf;
import org.apache.kafka.common.protocol.types.CompactArrayOf;
import org.apache.kafka.common.protocol.types.Field;
import org.apache.kafka.common.protocol.types.Schema;
import org.apache.kafka.common.protocol.types.Struct;
import org.apache.kafka.common.protocol.types.Type;

/**
 * Kafka's published message definitions (the JSON files under definitions/, copied from Apache Kafka 4.4)
 * turned into kafka-clients' own protocol types (Schema, Field, ArrayOf/CompactArrayOf, compact and
 * nullable strings/bytes, TaggedFieldsSection), so that a message is encoded by Kafka's type code rather
 * than by ours. Values are given as JSON objects keyed by the fields' camel-case names (as Kafka's
 * JsonConverters name them); bytes are standard base64, UUIDs Kafka's base64url text.
 */
final class Definitions {
    private static final ObjectMapper MAPPER = new ObjectMapper().enable(JsonParser.Feature.ALLOW_COMMENTS);
    private final Map<String, JsonNode> messages = new HashMap<>();

    Definitions(Path dir) throws IOException {
        try (var files = Files.walk(dir)) {  // storage/: Kafka's storage module, kept out of MetadataRecords' scan
            for (Path f : (Iterable<Path>) files.filter(p -> p.toString().endsWith(".json"))::iterator) {
                JsonNode def = MAPPER.readTree(f.toFile());
                messages.put(def.get("name").asText(), def);
            }
        }
    }

    static JsonNode json(String text) {
        try {
            return MAPPER.readTree(text);
        } catch (IOException e) {
            throw new IllegalArgumentException(text, e);
        }
    }

    /** "0+", "1-3", "2", "none" -> whether {@code v} is in the range. */
    static boolean inVersions(String spec, int v) {
        if (spec == null || spec.equals("none")) return false;
        if (spec.endsWith("+")) return v >= Integer.parseInt(spec.substring(0, spec.length() - 1));
        int dash = spec.indexOf('-');
        if (dash > 0) return v >= Integer.parseInt(spec.substring(0, dash)) && v <= Integer.parseInt(spec.substring(dash + 1));
        return v == Integer.parseInt(spec);
    }

    /** A field's versions; a tagged field may name only its taggedVersions, as Kafka's generator allows. */
    static String versionsOf(JsonNode f) {
        return f.has("versions") ? f.get("versions").asText() : f.path("taggedVersions").asText("none");
    }

    /**
     * The version a message is encoded at: a coordinator key (Kafka 4.1 on: "type": "coordinator-key", valid
     * version 0) is always version 0, whatever record type prefixes it; other messages at the version given.
     */
    int messageVersion(String message, int version) {
        JsonNode def = messages.get(message);
        if (def == null) throw new IllegalArgumentException("no definition " + message);
        return "coordinator-key".equals(def.path("type").asText()) ? 0 : version;
    }

    static boolean isPrimitive(String t) {
        return List.of("bool", "int8", "int16", "int32", "int64", "uint16", "uint32", "float64", "uuid", "string",
                "bytes").contains(t);
    }

    static String camel(String name) {
        return Character.toLowerCase(name.charAt(0)) + name.substring(1);
    }

    /** One field of a struct at one version: its Kafka type and where it goes. */
    private static final class Slot {
        final JsonNode field;
        final Type type;
        final Integer tag;

        Slot(JsonNode field, Type type, Integer tag) {
            this.field = field;
            this.type = type;
            this.tag = tag;
        }
    }

    /**
     * An untagged nullable struct field, which kafka-clients 3.9's protocol types cannot express: Kafka's
     * generated message code (MessageDataGenerator) writes a byte -1 for null, else a byte 1 and the struct;
     * it reads a negative byte as null.
     */
    static final class NullableStruct extends Type {
        final Schema schema;

        NullableStruct(Schema schema) {
            this.schema = schema;
        }

        @Override
        public void write(ByteBuffer buffer, Object o) {
            if (o == null) {
                buffer.put((byte) -1);
            } else {
                buffer.put((byte) 1);
                schema.write(buffer, o);
            }
        }

        @Override
        public Object read(ByteBuffer buffer) {
            return buffer.get() < 0 ? null : schema.read(buffer);
        }

        @Override
        public Object validate(Object o) {
            return o == null ? null : schema.validate(o);
        }

        @Override
        public int sizeOf(Object o) {
            return 1 + (o == null ? 0 : schema.sizeOf(o));
        }

        @Override
        public boolean isNullable() {
            return true;
        }

    }

    private final class Context {
        final JsonNode message;
        final int version;
        final boolean flexible;
        private final Map<JsonNode, List<Slot>> slotCache = new IdentityHashMap<>();
        private final Map<JsonNode, Schema> schemaCache = new IdentityHashMap<>();

        Context(JsonNode message, int version) {
            this.message = message;
            this.version = version;
            this.flexible = inVersions(message.path("flexibleVersions").asText("none"), version);
        }

        JsonNode commonStruct(String name) {
            for (JsonNode s : message.path("commonStructs")) if (s.get("name").asText().equals(name)) return s;
            throw new IllegalArgumentException("no struct " + name + " in " + message.get("name"));
        }

        List<Slot> slots(JsonNode fields) {
            List<Slot> cached = slotCache.get(fields);
            if (cached != null) return cached;
            List<Slot> out = new ArrayList<>();
            for (JsonNode f : fields) {
                if (!inVersions(versionsOf(f), version)) continue;
                boolean tagged = flexible && inVersions(f.path("taggedVersions").asText("none"), version);
                out.add(new Slot(f, type(f), tagged ? f.get("tag").asInt() : null));
            }
            slotCache.put(fields, out);
            return out;
        }

        boolean nullable(JsonNode f) {
            return inVersions(f.path("nullableVersions").asText("none"), version);
        }

        Type type(JsonNode f) {
            String t = f.get("type").asText();
            boolean nullable = nullable(f);
            if (t.startsWith("[]")) {
                Type element = elementType(t.substring(2), f);
                if (flexible) return nullable ? CompactArrayOf.nullable(element) : new CompactArrayOf(element);
                return nullable ? ArrayOf.nullable(element) : new ArrayOf(element);
            }
            // a tagged field's presence is its null marker: only an untagged nullable struct has the byte
            boolean tagged = flexible && inVersions(f.path("taggedVersions").asText("none"), version);
            if (nullable && !tagged && !isPrimitive(t)) return new NullableStruct((Schema) elementType(t, f));
            switch (t) {
                case "string":
                    if (flexible) return nullable ? Type.COMPACT_NULLABLE_STRING : Type.COMPACT_STRING;
                    return nullable ? Type.NULLABLE_STRING : Type.STRING;
                case "bytes":
                    if (flexible) return nullable ? Type.COMPACT_NULLABLE_BYTES : Type.COMPACT_BYTES;
                    return nullable ? Type.NULLABLE_BYTES : Type.BYTES;
                default:
                    return elementType(t, f);
            }
        }

        Type elementType(String t, JsonNode f) {
            switch (t) {
                case "bool": return Type.BOOLEAN;
                case "int8": return Type.INT8;
                case "int16": return Type.INT16;
                case "int32": return Type.INT32;
                case "int64": return Type.INT64;
                case "uint16": return Type.UINT16;
                case "uint32": return Type.UNSIGNED_INT32;
                case "float64": return Type.FLOAT64;
                case "uuid": return Type.UUID;
                case "string": return flexible ? Type.COMPACT_STRING : Type.STRING;
                case "bytes": return flexible ? Type.COMPACT_BYTES : Type.BYTES;
                default:
                    return schema(f.has("fields") ? f.get("fields") : commonStruct(t).get("fields"));
            }
        }

        Schema schema(JsonNode fields) {
            Schema cached = schemaCache.get(fields);
            if (cached != null) return cached;
            List<Field> out = new ArrayList<>();
            List<Object> tagged = new ArrayList<>();
            for (Slot s : slots(fields)) {
                Field field = new Field(s.field.get("name").asText(), s.type);
                if (s.tag == null) {
                    out.add(field);
                } else {
                    tagged.add(s.tag);
                    tagged.add(field);
                }
            }
            if (flexible) out.add(Field.TaggedFieldsSection.of(tagged.toArray()));
            Schema schema = new Schema(out.toArray(new Field[0]));
            schemaCache.put(fields, schema);
            return schema;
        }

        Struct struct(Schema schema, JsonNode fields, JsonNode value) {
            Struct s = new Struct(schema);
            NavigableMap<Integer, Object> tags = new TreeMap<>();
            for (Slot slot : slots(fields)) {
                String name = slot.field.get("name").asText();
                JsonNode v = value.get(camel(name));
                if (v == null && slot.tag != null) continue;  // a tagged field not given is not written
                if (v == null) throw new IllegalArgumentException("no value for " + name + " in " + value);
                Object converted = convert(slot.type, slot.field, v);
                if (slot.tag == null) s.set(name, converted);
                else if (converted != null) tags.put(slot.tag, converted);
            }
            if (flexible) s.set("_tagged_fields", tags);
            return s;
        }

        Object convert(Type type, JsonNode f, JsonNode v) {
            if (v.isNull()) return null;
            String t = f.get("type").asText();
            if (t.startsWith("[]")) {
                Type element = type.arrayElementType().orElseThrow();
                String elementName = t.substring(2);
                Object[] out = new Object[v.size()];
                int i = 0;
                for (JsonNode e : v) out[i++] = convertElement(element, elementName, f, e);
                return out;
            }
            return convertElement(type, t, f, v);
        }

        Object convertElement(Type type, String t, JsonNode f, JsonNode v) {
            switch (t) {
                case "bool": return v.asBoolean();
                case "int8": return (byte) v.asInt();
                case "int16": return (short) v.asInt();
                case "int32": return v.asInt();
                case "int64": case "uint32": return v.asLong();
                case "uint16": return v.asInt();
                case "float64": return v.asDouble();
                case "uuid": return Uuid.fromString(v.asText());
                case "string": return v.asText();
                case "bytes": return ByteBuffer.wrap(Base64.getDecoder().decode(v.asText()));
                default: {
                    JsonNode fields = f.has("fields") ? f.get("fields") : commonStruct(t).get("fields");
                    Schema schema = type instanceof NullableStruct ? ((NullableStruct) type).schema : (Schema) type;
                    return struct(schema, fields, v);
                }
            }
        }
    }

    /** The bytes of {@code message} at {@code version} holding {@code value}, written by Kafka's Schema. */
    ByteBuffer encode(String message, int version, JsonNode value) {
        JsonNode def = messages.get(message);
        if (def == null) throw new IllegalArgumentException("no definition " + message);
        if (!inVersions(def.get("validVersions").asText(), version))
            throw new IllegalArgumentException(message + " has no version " + version);
        Context c = new Context(def, version);
        Schema schema = c.schema(def.get("fields"));
        Struct struct = c.struct(schema, def.get("fields"), value);
        ByteBuffer out = ByteBuffer.allocate(schema.sizeOf(struct));
        schema.write(out, struct);
        out.flip();
        // read back with Kafka's reader: every byte must be consumed, and what was read writes the same bytes
        ByteBuffer again = out.duplicate();
        Struct read = schema.read(again);
        ByteBuffer rewritten = ByteBuffer.allocate(schema.sizeOf(read));
        schema.write(rewritten, read);
        rewritten.flip();
        if (again.hasRemaining() || !rewritten.equals(out))
            throw new IllegalStateException(message + " v" + version + " does not read back");
        return out;
    }

    /** A short version prefix then the message, as the coordinators write keys and values. */
    ByteBuffer encodePrefixed(String message, int prefix, int version, JsonNode value) {
        ByteBuffer body = encode(message, messageVersion(message, version), value);
        ByteBuffer out = ByteBuffer.allocate(2 + body.remaining());
        out.putShort((short) prefix).put(body).flip();
        return out;
    }

    /** The value as Kafka's JsonConverter for the message orders it: only the fields of this version. */
    JsonNode inVersionOrder(String message, int version, JsonNode value) {
        JsonNode def = messages.get(message);
        Context c = new Context(def, messageVersion(message, version));
        return ordered(c, def.get("fields"), value);
    }

    private JsonNode ordered(Context c, JsonNode fields, JsonNode value) {
        com.fasterxml.jackson.databind.node.ObjectNode out = MAPPER.createObjectNode();
        for (Slot slot : c.slots(fields)) {
            String name = camel(slot.field.get("name").asText());
            JsonNode v = value.get(name);
            if (slot.tag != null && (v == null || v.isNull())) continue;  // a tagged field not written
            String t = slot.field.get("type").asText();
            String elementName = t.startsWith("[]") ? t.substring(2) : t;
            boolean struct = !List.of("bool", "int8", "int16", "int32", "int64", "uint16", "uint32", "float64",
                    "uuid", "string", "bytes").contains(elementName);
            if (!struct || v.isNull()) {
                out.set(name, v);
                continue;
            }
            JsonNode sub = slot.field.has("fields") ? slot.field.get("fields") : c.commonStruct(elementName).get("fields");
            if (t.startsWith("[]")) {
                com.fasterxml.jackson.databind.node.ArrayNode arr = out.putArray(name);
                for (JsonNode e : v) arr.add(ordered(c, sub, e));
            } else {
                out.set(name, ordered(c, sub, v));
            }
        }
        return out;
    }
}
