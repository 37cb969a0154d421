// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

#include "kafka_tagged_fields.h"

kafka_tagged_fields_t::kafka_tagged_fields_t(kaitai::kstream* p__io, kaitai::kstruct* p__parent, kafka_tagged_fields_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root ? p__root : this;
    m_num_fields = nullptr;
    m_fields = nullptr;
    _read();
}

void kafka_tagged_fields_t::_read() {
    m_num_fields.emplace(m__io);
    m_fields.emplace();
    const int l_fields = num_fields()->value();
    for (int i = 0; i < l_fields; i++) {
        m_fields->push_back(std::move(std::unique_ptr<tagged_field_t>(new tagged_field_t(m__io, this, m__root))));
    }
}

kafka_tagged_fields_t::~kafka_tagged_fields_t() {
    _clean_up();
}

void kafka_tagged_fields_t::_clean_up() {
}

kafka_tagged_fields_t::tagged_field_t::tagged_field_t(kaitai::kstream* p__io, kafka_tagged_fields_t* p__parent, kafka_tagged_fields_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_tag = nullptr;
    m_len_data = nullptr;
    _read();
}

void kafka_tagged_fields_t::tagged_field_t::_read() {
    m_tag.emplace(m__io);
    m_len_data.emplace(m__io);
    m_data = m__io->read_bytes(len_data()->value());
}

kafka_tagged_fields_t::tagged_field_t::~tagged_field_t() {
    _clean_up();
}

void kafka_tagged_fields_t::tagged_field_t::_clean_up() {
}
