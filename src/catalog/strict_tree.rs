//! A YAML tree read as its text reads, where an explicit null is concerned.
//!
//! serde reads a tree of values ([`serde_yaml::Value`]) as it reads the text, but for an
//! explicit null (`~`, `null`): the tree takes it as an empty list, map or struct, where the text
//! refuses it. [`Strict`] reads a tree the text's way: a null is `None` for an `Option`, a unit,
//! or any value a self-describing reader takes (an untagged enum's buffer, which then reads it
//! as the text's unit), and refused for anything else. What it is unsure of is refused too
//! (an enum, a tagged value or a scalar type holding a null), and the caller then reads the
//! text: refusing costs a second reading, never another verdict. An article with an explicit
//! null (`max_players: null`) is then read once, where it had been read twice (40 M
//! instructions to check a one-round log of `estado-1979/ruleta-americana`, 13 M once).

use serde::de::{self, DeserializeSeed, Deserializer, MapAccess, SeqAccess, Visitor};
use serde_yaml::{Error, Value};

/// A tree read as its text reads (see the module).
pub struct Strict(pub Value);

/// Whether `v` holds an explicit null anywhere.
pub fn holds_null(v: &Value) -> bool {
    match v {
        Value::Null => true,
        Value::Mapping(m) => m.iter().any(|(k, v)| holds_null(k) || holds_null(v)),
        Value::Sequence(items) => items.iter().any(holds_null),
        Value::Tagged(t) => holds_null(&t.value),
        _ => false,
    }
}

fn unsure() -> Error {
    de::Error::custom("an explicit null read from a tree: read from the text")
}

impl Strict {
    /// The value as it is, for a reading that holds no null (the tree's is then the text's).
    fn plain(self) -> Result<Value, Error> {
        if holds_null(&self.0) { Err(unsure()) } else { Ok(self.0) }
    }
}

struct Seq(std::vec::IntoIter<Value>);

impl<'de> SeqAccess<'de> for Seq {
    type Error = Error;
    fn next_element_seed<T: DeserializeSeed<'de>>(&mut self, seed: T) -> Result<Option<T::Value>, Error> {
        self.0.next().map(|v| seed.deserialize(Strict(v))).transpose()
    }
    fn size_hint(&self) -> Option<usize> {
        Some(self.0.len())
    }
}

struct Map {
    entries: <serde_yaml::Mapping as IntoIterator>::IntoIter,
    value: Option<Value>,
}

impl<'de> MapAccess<'de> for Map {
    type Error = Error;
    fn next_key_seed<K: DeserializeSeed<'de>>(&mut self, seed: K) -> Result<Option<K::Value>, Error> {
        match self.entries.next() {
            Some((k, v)) => {
                self.value = Some(v);
                seed.deserialize(Strict(k)).map(Some)
            }
            None => Ok(None),
        }
    }
    fn next_value_seed<V: DeserializeSeed<'de>>(&mut self, seed: V) -> Result<V::Value, Error> {
        let v = self.value.take().ok_or_else(|| <Error as de::Error>::custom("a value without its key"))?;
        seed.deserialize(Strict(v))
    }
}

/// Visits a sequence, refusing one with elements left over (as the tree's and the text's
/// readings do).
fn visit_seq<'de, V: Visitor<'de>>(items: Vec<Value>, visitor: V) -> Result<V::Value, Error> {
    let len = items.len();
    let mut seq = Seq(items.into_iter());
    let out = visitor.visit_seq(&mut seq)?;
    if seq.0.len() == 0 { Ok(out) } else { Err(de::Error::invalid_length(len, &"fewer elements")) }
}

/// Visits a mapping, refusing one with entries left over.
fn visit_map<'de, V: Visitor<'de>>(m: serde_yaml::Mapping, visitor: V) -> Result<V::Value, Error> {
    let len = m.len();
    let mut map = Map { entries: m.into_iter(), value: None };
    let out = visitor.visit_map(&mut map)?;
    if map.entries.len() == 0 { Ok(out) } else { Err(de::Error::invalid_length(len, &"fewer entries")) }
}

/// The methods that read a scalar (or anything else the tree's reading is trusted with only
/// when no null is in it).
macro_rules! plain {
    ($($method:ident)*) => {$(
        fn $method<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
            self.plain()?.$method(visitor)
        }
    )*};
}

impl<'de> Deserializer<'de> for Strict {
    type Error = Error;

    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self.0 {
            Value::Null => visitor.visit_unit(),
            Value::Sequence(items) => visit_seq(items, visitor),
            Value::Mapping(m) => visit_map(m, visitor),
            other => Strict(other).plain()?.deserialize_any(visitor),
        }
    }

    fn deserialize_option<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self.0 {
            Value::Null => visitor.visit_none(),
            other => visitor.visit_some(Strict(other)),
        }
    }

    fn deserialize_unit<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self.0 {
            Value::Null => visitor.visit_unit(),
            other => Strict(other).plain()?.deserialize_unit(visitor),
        }
    }

    fn deserialize_unit_struct<V: Visitor<'de>>(self, name: &'static str, visitor: V) -> Result<V::Value, Error> {
        match self.0 {
            Value::Null => visitor.visit_unit(),
            other => Strict(other).plain()?.deserialize_unit_struct(name, visitor),
        }
    }

    fn deserialize_newtype_struct<V: Visitor<'de>>(self, _name: &'static str, visitor: V) -> Result<V::Value, Error> {
        visitor.visit_newtype_struct(self)
    }

    fn deserialize_seq<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self.0 {
            Value::Sequence(items) => visit_seq(items, visitor),
            other => Strict(other).plain()?.deserialize_seq(visitor),
        }
    }

    fn deserialize_tuple<V: Visitor<'de>>(self, _len: usize, visitor: V) -> Result<V::Value, Error> {
        self.deserialize_seq(visitor)
    }

    fn deserialize_tuple_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        _len: usize,
        visitor: V,
    ) -> Result<V::Value, Error> {
        self.deserialize_seq(visitor)
    }

    fn deserialize_map<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self.0 {
            Value::Mapping(m) => visit_map(m, visitor),
            other => Strict(other).plain()?.deserialize_map(visitor),
        }
    }

    fn deserialize_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        _fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Error> {
        self.deserialize_map(visitor)
    }

    fn deserialize_enum<V: Visitor<'de>>(
        self,
        name: &'static str,
        variants: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Error> {
        self.plain()?.deserialize_enum(name, variants, visitor)
    }

    fn deserialize_ignored_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        drop(self);
        visitor.visit_unit()
    }

    plain! {
        deserialize_bool deserialize_i8 deserialize_i16 deserialize_i32 deserialize_i64 deserialize_i128
        deserialize_u8 deserialize_u16 deserialize_u32 deserialize_u64 deserialize_u128
        deserialize_f32 deserialize_f64 deserialize_char deserialize_str deserialize_string
        deserialize_bytes deserialize_byte_buf deserialize_identifier
    }
}
